/**
 * Encrypted responses (DESIGN.md §4, spec §9): the body is a base64 string of
 * AES-256-CBC with PKCS#7 padding and a zero IV; the key is SHA-256 of the app key.
 * The zero IV is the spec's choice; confidentiality on the wire comes from TLS.
 * Runs unchanged in the browser and on the server.
 */
import { cbc } from '@noble/ciphers/aes.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

const ZERO_IV = new Uint8Array(16);

function keyFrom(appKey: string): Uint8Array {
  return sha256(utf8ToBytes(appKey));
}

function toBase64(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

function fromBase64(text: string): Uint8Array {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Encrypts a UTF-8 text (normally a JSON envelope) into the base64 wire form. */
export function encryptBody(plainText: string, appKey: string): string {
  return toBase64(cbc(keyFrom(appKey), ZERO_IV).encrypt(utf8ToBytes(plainText)));
}

/**
 * Decrypts the base64 wire form back into UTF-8 text.
 * @throws Error when the text is not valid base64 or the padding is wrong (wrong key).
 */
export function decryptBody(cipherText: string, appKey: string): string {
  const plain = cbc(keyFrom(appKey), ZERO_IV).decrypt(fromBase64(cipherText.trim()));
  return new TextDecoder().decode(plain);
}
