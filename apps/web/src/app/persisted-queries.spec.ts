import { createHash } from 'node:crypto';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { persistedQueriesLink, sha256Hex } from './persisted-queries';

describe('automatic persisted queries (web client)', () => {
  it('hashes a document as the gateway does: SHA-256 of its text, lowercase hex', async () => {
    const text = 'query CurrentDraws { currentDraws { id name ticketsSold } }';
    await expect(sha256Hex(text)).resolves.toBe(createHash('sha256').update(text).digest('hex'));
    await expect(sha256Hex('query { ⭐ }')).resolves.toBe(createHash('sha256').update('query { ⭐ }').digest('hex'));
  });

  it('sends documents as hashes where WebCrypto is available', () => {
    expect(persistedQueriesLink()).toBeInstanceOf(PersistedQueryLink);
  });
});
