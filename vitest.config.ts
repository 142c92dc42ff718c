import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
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

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves a core idle on a 2-core machine (one worker); the long files keep both busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    minWorkers: 1,
    sequence: { sequencer: LongRunsFirst },
  },
});
