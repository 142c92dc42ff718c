import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The long property runs (500 random games, the apply-contract fuzz) start first. Left to the default
 * order (small files last on a first run) they ran at the end on one worker while the other sat idle.
 */
class LongRunsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (f: TestSpecification) => f.moduleId.includes('/test/properties/');
    return [...sorted.filter(long), ...sorted.filter((f) => !long(f))];
  }
}

const ENGINE_TESTS = ['test/cards/**/*.test.ts', 'test/rules/**/*.test.ts', 'test/engine/**/*.test.ts', 'test/properties/**/*.test.ts',
  'test/keyword-coverage/**/*.test.ts', 'test/cards-catalog/**/*.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves a core idle on a 2-core machine (one worker); the long files keep both busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    minWorkers: 1,
    sequence: { sequencer: LongRunsFirst },
    projects: [
      {
        // Engine and card tests only call pure functions: one module graph per worker (the card
        // registry alone is ~1,000 modules) instead of one per file saves most of their import time.
        extends: true,
        test: { name: 'engine', include: ENGINE_TESTS, isolate: false },
      },
      {
        // The bot, stores, rendering and end-to-end tests keep a fresh module graph per file.
        extends: true,
        test: { name: 'host', include: ['test/**/*.test.ts', 'src/**/*.test.ts'], exclude: [...ENGINE_TESTS, ...configDefaults.exclude] },
      },
    ],
  },
});
