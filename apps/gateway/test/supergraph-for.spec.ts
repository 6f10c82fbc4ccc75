import { readFileSync } from 'node:fs';
import { composeSupergraph, subgraphsFingerprint, supergraphFor, supergraphHeader, supergraphPath } from '../src/compose';
import { subgraphNames, type SubgraphName } from '../src/subgraphs';

/** The gateway starts from the committed supergraph only while it is what composing now would give. */
describe('the supergraph the gateway starts from', () => {
  const urls = Object.fromEntries(subgraphNames.map((name, i) => [name, `http://127.0.0.1:${4100 + i}/graphql`])) as Record<SubgraphName, string>;

  it('is the committed composition, made from the subgraph schemas as they are now', () => {
    expect(readFileSync(supergraphPath, 'utf8').split('\n')[0]).toBe(supergraphHeader(subgraphsFingerprint()));
  });

  it('equals a fresh composition with the same subgraph URLs', () => {
    expect(supergraphFor(urls)).toBe(composeSupergraph(urls).supergraphSdl);
  });
});
