import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * Walks of a parsed document that follow fragment spreads. Both are safe on
 * fragment cycles (`fragment A { ...B } fragment B { ...A }`): a spread of a
 * fragment that is already being expanded counts nothing, and the
 * NoFragmentCycles validation rule reports the cycle itself. Each fragment is
 * measured once (memoised), so a chain of fragments that spread each other
 * many times costs linear time, not exponential.
 */

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/**
 * Fields the document asks for once every fragment spread is expanded (all
 * operations together). Stops counting past `stopAbove`: the answer is then
 * some number greater than it.
 */
export function expandedFieldCount(document: DocumentNode, stopAbove: number): number {
  const fragments = fragmentsOf(document);
  const measured = new Map<string, number>();
  const expanding = new Set<string>();

  const countSelections = (selectionSet: SelectionSetNode): number => {
    let count = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) count += 1 + (selection.selectionSet ? countSelections(selection.selectionSet) : 0);
      else if (selection.kind === Kind.INLINE_FRAGMENT) count += countSelections(selection.selectionSet);
      else count += countFragment(selection.name.value);
      if (count > stopAbove) return count;
    }
    return count;
  };
  const countFragment = (name: string): number => {
    const known = measured.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    if (!fragment || expanding.has(name)) return 0;
    expanding.add(name);
    const count = countSelections(fragment.selectionSet);
    expanding.delete(name);
    measured.set(name, count);
    return count;
  };

  let total = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) total += countSelections(definition.selectionSet);
    if (total > stopAbove) return total;
  }
  return total;
}

/**
 * How deep each operation nests its fields: top-level fields are at depth 0,
 * their sub-fields at 1, and so on. Fields named `__*` (introspection) and
 * their sub-selections are not counted, as graphql-depth-limit did.
 */
export function operationDepths(document: DocumentNode): Array<{ name: string; depth: number }> {
  const fragments = fragmentsOf(document);
  // Deepest field inside a fragment, relative to where it is spread.
  const measured = new Map<string, number>();
  const expanding = new Set<string>();

  const depthOf = (selectionSet: SelectionSetNode): number => {
    let deepest = 0;
    for (const selection of selectionSet.selections) {
      let depth = 0;
      if (selection.kind === Kind.FIELD) {
        if (selection.selectionSet && !selection.name.value.startsWith('__')) depth = 1 + depthOf(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        depth = depthOf(selection.selectionSet);
      } else {
        depth = fragmentDepth(selection.name.value);
      }
      deepest = Math.max(deepest, depth);
    }
    return deepest;
  };
  const fragmentDepth = (name: string): number => {
    const known = measured.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    if (!fragment || expanding.has(name)) return 0;
    expanding.add(name);
    const depth = depthOf(fragment.selectionSet);
    expanding.delete(name);
    measured.set(name, depth);
    return depth;
  };

  return document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION ? [{ name: definition.name?.value ?? '', depth: depthOf(definition.selectionSet) }] : [],
  );
}
