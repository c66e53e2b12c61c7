import { type ComponentProps, createContext, useContext } from 'react'

const InsideMain = createContext(false)

/**
 * The page's <main> landmark, or a plain <div> when already inside one (an error page shown
 * within the signed-in shell), so a page never has two.
 */
export function MainLandmark(props: Omit<ComponentProps<'main'>, 'ref'>) {
  const insideMain = useContext(InsideMain)
  const Element = insideMain ? 'div' : 'main'
  return (
    <InsideMain.Provider value>
      <Element {...props} />
    </InsideMain.Provider>
  )
}
