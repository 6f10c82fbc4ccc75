import { IMPORT_MODULE_KEY, importEsModule } from '../src/import-module';

/** The compiled server's loader lends its import() (scripts/code-cache.mjs; tests/start/code-cache.int.spec.ts runs it for real). */
describe('importEsModule', () => {
  const globals = globalThis as Record<symbol, unknown>;
  afterEach(() => {
    delete globals[IMPORT_MODULE_KEY];
  });

  it('goes through the import() a loader lent, with the URL it was given', async () => {
    const asked: string[] = [];
    globals[IMPORT_MODULE_KEY] = async (url: string) => {
      asked.push(url);
      return { answer: 42 };
    };
    await expect(importEsModule('file:///renderer.mjs?v=1')).resolves.toEqual({ answer: 42 });
    expect(asked).toEqual(['file:///renderer.mjs?v=1']);
  });

  it('imports by itself when nothing was lent', async () => {
    await expect(importEsModule('node:path')).resolves.toHaveProperty('join');
  });
});
