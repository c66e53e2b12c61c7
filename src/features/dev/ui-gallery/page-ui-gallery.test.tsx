// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mockViewportWidth, renderWithI18n } from '@/test/render'
import { PageUiGallery } from './page-ui-gallery'
import { gallerySections } from './sections'

/**
 * Every file of src/components/ui (tests aside) with its runtime exports, read from the folder
 * itself: a new primitive, or a new export of one, fails here until the gallery shows it.
 */
const uiModules = import.meta.glob<Record<string, unknown>>(
  ['/src/components/ui/*.{ts,tsx}', '!/src/components/ui/*.test.{ts,tsx}'],
  { eager: true },
)
const primitives = Object.entries(uiModules)
  .map(([path, module]) => ({ id: path.replace(/^.*\/|\.tsx?$/g, ''), exports: Object.keys(module).sort() }))
  .sort((a, b) => a.id.localeCompare(b.id))

const originalMatchMedia = window.matchMedia
const section = (id: string) => document.querySelector<HTMLElement>(`section[data-primitive="${id}"]`)

describe('the UI gallery (/dev/ui) covers src/components/ui', () => {
  // One render for all the per-primitive checks.
  beforeAll(() => {
    mockViewportWidth(1280)
    renderWithI18n(<PageUiGallery />)
  })
  afterAll(() => {
    cleanup()
    window.matchMedia = originalMatchMedia
  })

  it('reads the primitives from src/components/ui', () => {
    expect(primitives.length).toBeGreaterThanOrEqual(18)
    expect(primitives.map((primitive) => primitive.id)).toEqual(
      expect.arrayContaining(['button', 'data-list', 'toaster']),
    )
  })

  it.each(primitives)('renders a titled section for $id listing all of its exports', ({ id, exports }) => {
    const element = section(id)
    expect(element, `no gallery section for src/components/ui/${id}.tsx`).not.toBeNull()
    const heading = within(element!).getByRole('heading', { level: 2 })
    expect(heading.textContent).not.toBe('')
    expect(heading.textContent).not.toContain('uiGallery.')
    expect(element!.getAttribute('aria-labelledby')).toBe(heading.id)
    const listed = within(within(element!).getByTestId('ui-gallery-exports'))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
      .sort()
    expect(listed, `exports of src/components/ui/${id}.tsx shown by the gallery`).toEqual(exports)
    // Some specimen besides the header.
    expect(element!.children.length).toBeGreaterThan(1)
  })

  it('has no section for a primitive that no longer exists, and a contents link per section', () => {
    const rendered = [...document.querySelectorAll<HTMLElement>('section[data-primitive]')]
      .map((element) => element.dataset.primitive)
      .sort()
    expect(rendered).toEqual(primitives.map((primitive) => primitive.id))
    expect(gallerySections).toHaveLength(primitives.length)
    const contents = within(screen.getByRole('navigation', { name: 'Primitives' })).getAllByRole('link')
    expect(contents.map((link) => link.getAttribute('href')).sort()).toEqual(
      primitives.map(({ id }) => `#ui-${id}`).sort(),
    )
  })
})

describe('the UI gallery (/dev/ui)', () => {
  beforeEach(() => mockViewportWidth(1280))
  afterEach(() => {
    cleanup()
    window.matchMedia = originalMatchMedia
    localStorage.clear()
  })

  it('shows the states the issue asks for', () => {
    renderWithI18n(<PageUiGallery />)
    const buttons = within(section('button')!)
    expect(
      buttons.getAllByRole('button', { name: 'Primary' }).some((button) => button.getAttribute('aria-busy') === 'true'),
    ).toBe(true)
    expect(buttons.getAllByRole('button', { name: 'Primary' }).some((button) => button.hasAttribute('disabled'))).toBe(
      true,
    )
    // Field with an error, wired to its input.
    const field = within(section('field')!)
    const error = field.getByText('Name is too short')
    const invalid = field.getByDisplayValue('x')
    expect(invalid.getAttribute('aria-invalid')).toBe('true')
    expect(invalid.getAttribute('aria-describedby')).toContain(error.id)
    // Data list: loading, error, empty, no results, list, load more.
    const list = within(section('data-list')!)
    expect(list.getByRole('status').textContent).toBe('Loading...')
    expect(list.getAllByText('Something went wrong while loading').length).toBeGreaterThan(0)
    expect(list.getAllByText('No Data').length).toBeGreaterThan(0)
    expect(list.getByText('No results for "blue"')).toBeTruthy()
    expect(list.getAllByText('3 results').length).toBeGreaterThan(0)
    expect(list.getAllByRole('button', { name: 'Load more' }).length).toBeGreaterThan(0)
    expect(list.getByText('Could not load more items')).toBeTruthy()
    // Toasts are fired into the root's toaster.
    expect(within(section('toaster')!).getByRole('button', { name: 'Success' })).toBeTruthy()
    expect(within(section('toaster')!).getByRole('button', { name: 'Error' })).toBeTruthy()
  })

  it('shows the form validation errors after a failed submit', async () => {
    renderWithI18n(<PageUiGallery />)
    const form = within(section('form')!)
    expect(await form.findByText('Name is required')).toBeTruthy()
    expect(form.getByText('Enter a valid e-mail address')).toBeTruthy()
    expect(form.getByText('Pick a date')).toBeTruthy()
  })

  it('opens the responsive dialog and the form dialog', async () => {
    renderWithI18n(<PageUiGallery />)
    fireEvent.click(within(section('responsive-dialog')!).getByRole('button', { name: 'Title, description, footer' }))
    expect(screen.getByRole('dialog', { name: 'Share the repository' })).toBeTruthy()
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    fireEvent.click(within(section('form-dialog')!).getByRole('button', { name: 'Rename' }))
    const dialog = await screen.findByRole('dialog', { name: 'Rename the team' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Name is required')
  })

  it('switches the direction through the language, and back to the language it came from', async () => {
    const { i18n } = renderWithI18n(<PageUiGallery />, { language: 'fr' })
    const directions = within(screen.getByRole('radiogroup', { name: 'Sens d’écriture' }))
    expect(directions.getByRole('radio', { name: 'Gauche à droite' }).getAttribute('aria-checked')).toBe('true')
    await act(async () => fireEvent.click(directions.getByRole('radio', { name: 'Droite à gauche' })))
    expect(i18n.language).toBe('ar')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('معرض الواجهة')
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'من اليسار إلى اليمين' })))
    expect(i18n.language).toBe('fr')
  })

  it('offers the product theme switcher', () => {
    renderWithI18n(<PageUiGallery />)
    const controls = within(screen.getByTestId('ui-gallery-controls'))
    fireEvent.click(controls.getByRole('radio', { name: 'Dark' }))
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    fireEvent.click(controls.getByRole('radio', { name: 'Light' }))
    expect(document.documentElement.classList.contains('dark')).toBe(false)
  })

  it.each(['fr', 'ar', 'sw'])('renders in %s without a missing translation', (language) => {
    renderWithI18n(<PageUiGallery />, { language })
    expect(document.body.textContent).not.toMatch(/uiGallery\.|samples\.|states\./)
  })
})
