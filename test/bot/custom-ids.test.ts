import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { customIds, parseCustomId, MAX_CUSTOM_ID_LENGTH } from '../../src/bot/custom-ids.js';

describe('custom_id', () => {
  it('round-trips every kind', () => {
    expect(parseCustomId(customIds.action('abc_DEF-1', 12, 3))).toEqual({ kind: 'action', matchId: 'abc_DEF-1', version: 12, index: 3 });
    expect(parseCustomId(customIds.select('m1', 0, 2))).toEqual({ kind: 'select', matchId: 'm1', version: 0, page: 2 });
    expect(parseCustomId(customIds.page('m1', 4, 1))).toEqual({ kind: 'page', matchId: 'm1', version: 4, page: 1 });
    expect(parseCustomId(customIds.openPrompt('m1'))).toEqual({ kind: 'openPrompt', matchId: 'm1' });
    expect(parseCustomId(customIds.hand('m1'))).toEqual({ kind: 'hand', matchId: 'm1' });
    expect(parseCustomId(customIds.challenge('c9', false))).toEqual({ kind: 'challenge', accept: false, challengeId: 'c9' });
  });

  it('rejects malformed or hostile ids', () => {
    for (const bad of ['', 'm', 'm:x', 'm:x:1', 'm:x:1:2:3', 'm:x:-1:2', 'm:x:1.5:2', 'm:x y:1:2', 'zz:a', 'ch:x:c1', 'm:' + 'a'.repeat(41) + ':1:1', 'constructor:a', '__proto__:a']) {
      expect(parseCustomId(bad), bad).toBeNull();
    }
    expect(parseCustomId('m:a:1:' + '1'.repeat(120))).toBeNull();
  });

  it('stays within 100 characters for any match id and numbers it accepts', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/), fc.nat(1_000_000_000), fc.nat(100_000), (id, v, i) => {
        const s = customIds.action(id, v, i);
        expect(s.length).toBeLessThanOrEqual(MAX_CUSTOM_ID_LENGTH);
        expect(parseCustomId(s)).toEqual({ kind: 'action', matchId: id, version: v, index: i });
      }),
    );
  });
});
