import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { encode } from 'cbor2'

/** The parts of WebAuthn's creation options (as JSON, base64url) that an authenticator reads. */
export interface CreationOptionsJSON {
  challenge: string
  rp: { id?: string; name: string }
  user: { id: string; name: string; displayName: string }
  pubKeyCredParams: { type: string; alg: number }[]
  excludeCredentials?: { id: string }[]
}

/** The parts of WebAuthn's request options (as JSON, base64url) that an authenticator reads. */
export interface RequestOptionsJSON {
  challenge: string
  rpId?: string
  allowCredentials?: { id: string }[]
}

export interface RegistrationResponseJSON {
  id: string
  rawId: string
  type: 'public-key'
  response: { clientDataJSON: string; attestationObject: string; transports: string[] }
  clientExtensionResults: Record<string, never>
  authenticatorAttachment: 'platform'
}

export interface AuthenticationResponseJSON {
  id: string
  rawId: string
  type: 'public-key'
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle: string }
  clientExtensionResults: Record<string, never>
  authenticatorAttachment: 'platform'
}

interface StoredCredential {
  id: string
  rpId: string
  userHandle: string
  privateKey: KeyObject
  counter: number
}

/** What the browser would put in the client data; a test changes one to play a forged or misdirected ceremony. */
export interface ClientOverrides {
  origin?: string
  challenge?: string
}

const ES256 = -7
// Authenticator data flags: user present, user verified, attested credential data included.
const USER_PRESENT = 0x01
const USER_VERIFIED = 0x04
const ATTESTED_CREDENTIAL = 0x40
// A software authenticator has no registered model: the all-zero AAGUID.
const NO_AAGUID = new Uint8Array(16)

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const sha256 = (...parts: Uint8Array[]) => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return new Uint8Array(hash.digest())
}

function uint32(value: number) {
  const bytes = new Uint8Array(4)
  new DataView(bytes.buffer).setUint32(0, value)
  return bytes
}

function uint16(value: number) {
  const bytes = new Uint8Array(2)
  new DataView(bytes.buffer).setUint16(0, value)
  return bytes
}

/**
 * The public key as a COSE_Key (RFC 9053): EC2 on P-256 for ES256, integer labels. Plain Uint8Arrays: cbor2 writes
 * a Buffer as its JSON form (a map), not as a byte string.
 */
function coseKey(publicKey: KeyObject) {
  const jwk = publicKey.export({ format: 'jwk' })
  return encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, ES256], // alg
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
    ]),
  )
}

/**
 * A platform authenticator in software, as the browser and device together present it to a site: it makes ES256
 * credentials with "none" attestation, keeps them (discoverable), and signs assertions with a signature counter
 * that goes up on each use. It also writes the client data, with the origin it was created for.
 */
export class SoftwareAuthenticator {
  private readonly stored = new Map<string, StoredCredential>()

  constructor(private readonly origin: string) {}

  /** The ids of the credentials it holds, base64url. */
  get credentialIds() {
    return [...this.stored.keys()]
  }

  /** `navigator.credentials.create()`: a new key pair for the options' relying party and user. */
  create(options: CreationOptionsJSON, overrides: ClientOverrides = {}): RegistrationResponseJSON {
    if (!options.pubKeyCredParams.some((param) => param.alg === ES256)) throw new Error('ES256 is not offered')
    if (options.excludeCredentials?.some((excluded) => this.stored.has(excluded.id))) {
      throw new Error('InvalidStateError: this authenticator already holds a credential for the account')
    }
    const rpId = options.rp.id ?? new URL(this.origin).hostname
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const rawId = new Uint8Array(randomBytes(32))
    const id = base64url(rawId)
    this.stored.set(id, { id, rpId, userHandle: options.user.id, privateKey, counter: 0 })

    const authenticatorData = Buffer.concat([
      sha256(Buffer.from(rpId)),
      Uint8Array.of(USER_PRESENT | USER_VERIFIED | ATTESTED_CREDENTIAL),
      uint32(0),
      NO_AAGUID,
      uint16(rawId.length),
      rawId,
      coseKey(publicKey),
    ])
    const attestationObject = encode({ fmt: 'none', attStmt: {}, authData: new Uint8Array(authenticatorData) })
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, overrides),
        attestationObject: base64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }

  /**
   * `navigator.credentials.get()`: signs the challenge with the credential `credentialId`, else the one the options
   * allow, else (a discoverable sign-in) the first it holds for the relying party.
   */
  get(options: RequestOptionsJSON, { credentialId, ...overrides }: ClientOverrides & { credentialId?: string } = {}) {
    const rpId = options.rpId ?? new URL(this.origin).hostname
    const allowed = options.allowCredentials?.map((credential) => credential.id)
    const credential = [...this.stored.values()].find((candidate) =>
      credentialId
        ? candidate.id === credentialId
        : candidate.rpId === rpId && (!allowed || allowed.includes(candidate.id)),
    )
    if (!credential) throw new Error('NotAllowedError: no credential for this relying party')
    credential.counter += 1

    const authenticatorData = Buffer.concat([
      sha256(Buffer.from(rpId)),
      Uint8Array.of(USER_PRESENT | USER_VERIFIED),
      uint32(credential.counter),
    ])
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides)
    // ES256 signatures are DER-encoded ECDSA over the authenticator data and the client data's hash.
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(Buffer.from(clientDataJSON, 'base64url'))]),
      credential.privateKey,
    )
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: base64url(authenticatorData),
        signature: base64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    } satisfies AuthenticationResponseJSON
  }

  private clientData(type: string, challenge: string, overrides: ClientOverrides) {
    const json = JSON.stringify({
      type,
      challenge: overrides.challenge ?? challenge,
      origin: overrides.origin ?? this.origin,
      crossOrigin: false,
    })
    return base64url(Buffer.from(json))
  }
}
