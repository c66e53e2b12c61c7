import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchWithStepUp, setStepUpPrompt } from './step-up-fetch'

const refused = () => new Response('{}', { status: 403, headers: { 'x-step-up': 'required' } })
const ok = () => new Response('{"done":true}', { status: 200 })

describe('fetchWithStepUp', () => {
  afterEach(() => setStepUpPrompt(undefined))

  it('asks for a proof, then sends the same request again with the same body', async () => {
    const send = vi.fn().mockResolvedValueOnce(refused()).mockResolvedValueOnce(ok())
    const prompt = vi.fn().mockResolvedValue(true)
    setStepUpPrompt(prompt)
    const init = { method: 'POST', body: '{"role":"admin"}' }

    const answer = await fetchWithStepUp('/_serverFn/x', init, send)
    expect(answer.status).toBe(200)
    expect(prompt).toHaveBeenCalledOnce()
    expect(send).toHaveBeenNthCalledWith(2, '/_serverFn/x', init)
  })

  it('answers the refusal when the person turns the check down, or when no dialog is there', async () => {
    setStepUpPrompt(() => Promise.resolve(false))
    const send = vi.fn().mockResolvedValue(refused())
    expect((await fetchWithStepUp('/a', undefined, send)).status).toBe(403)
    expect(send).toHaveBeenCalledOnce()

    setStepUpPrompt(undefined)
    expect((await fetchWithStepUp('/a', undefined, send)).status).toBe(403)
  })

  it('leaves other refusals alone, a 403 without the header among them', async () => {
    const prompt = vi.fn().mockResolvedValue(true)
    setStepUpPrompt(prompt)
    const send = vi.fn().mockResolvedValue(new Response('{}', { status: 403 }))
    expect((await fetchWithStepUp('/a', undefined, send)).status).toBe(403)
    expect(prompt).not.toHaveBeenCalled()
  })

  it('opens one dialog for calls refused at the same time', async () => {
    let resolve: (proved: boolean) => void = () => {}
    const prompt = vi.fn(() => new Promise<boolean>((done) => (resolve = done)))
    setStepUpPrompt(prompt)
    const send = vi.fn().mockResolvedValueOnce(refused()).mockResolvedValueOnce(refused()).mockResolvedValue(ok())
    const both = Promise.all([fetchWithStepUp('/a', undefined, send), fetchWithStepUp('/b', undefined, send)])
    await vi.waitFor(() => expect(prompt).toHaveBeenCalled())
    resolve(true)
    expect((await both).map((answer) => answer.status)).toEqual([200, 200])
    expect(prompt).toHaveBeenCalledOnce()
  })
})
