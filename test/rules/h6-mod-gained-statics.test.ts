// A static ability an object gained from an effect works like one of its own: when it gives other objects
// characteristics (a keyword), the layers apply it, with the timestamp of the effect that gave it
// ('rules/game-mechanics/game-mechanics-types-of-effects/types-of-effects-continuous-effects/README.md#timestamps';
// abilities gained and lost in the ability layer: '…/types-of-effects-continuous-effects/README.md#layers').
import { describe, expect, it } from 'vitest';
import { activated, becomes, characteristics, defineCard, gainKeyword, loseAllAbilities, objectSet, reserve, self, staticAbility } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { hasKeyword } from '../../src/engine/state/query.js';
import { A, B, addCard, newGame } from '../engine/helpers.js';
import { place, useAbility } from '../cards/amb/scenario.js';

const banner = defineCard({ slug: 'test-gained-banner', name: 'Gained Banner', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {
  abilities: [
    activated([], [becomes(self(), [{ kind: 'gainAbility', ability: staticAbility(characteristics([gainKeyword('stealth')], objectSet('otherAlliesYouControl'))) }])]),
    activated([], [becomes(self(), [loseAllAbilities()])]),
    // a gained keyword of its own, under a condition: it has true sight while its controller has a card in memory
    activated([], [becomes(self(), [{ kind: 'gainAbility', ability: staticAbility({ kind: 'keyword', keyword: 'trueSight' }, { kind: 'memory', min: 1 }) }])]),
  ],
});
const pup = defineCard({ slug: 'test-gained-pup', name: 'Gained Pup', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});
const kw = (s: GameState, id: string, k: Parameters<typeof hasKeyword>[2]): boolean => hasKeyword(s, s.objects[id]!, k);

describe('Static abilities gained from effects (continuous effects, layers)', () => {
  it('a gained "other allies you control have stealth" reaches the allies, later ones too, and ends with a loss of all abilities', () => {
    let s = newGame({ first: A });
    let item: string, mine: string, theirs: string, later: string;
    [s, item] = place(s, A, banner);
    [s, mine] = place(s, A, pup);
    [s, theirs] = place(s, B, pup);
    expect(kw(s, mine, 'stealth')).toBe(false);
    s = useAbility(s, A, item, 0);
    expect(kw(s, mine, 'stealth')).toBe(true);
    expect(kw(s, theirs, 'stealth')).toBe(false); // only the allies its controller controls
    expect(kw(s, item, 'stealth')).toBe(false);
    [s, later] = place(s, A, pup); // a static set: an ally entering later is in it
    expect(kw(s, later, 'stealth')).toBe(true);
    s = useAbility(s, A, item, 1); // newer loss of all abilities: the gained static is gone
    expect(kw(s, mine, 'stealth')).toBe(false);
    expect(kw(s, later, 'stealth')).toBe(false);
  });

  it('a gained keyword ability with a condition gives the keyword only while the condition holds', () => {
    let s = newGame({ first: A });
    let item: string;
    [s, item] = place(s, A, banner);
    [s] = addCard(s, A, 'smoke-out', 'memory');
    s = useAbility(s, A, item, 2);
    expect(kw(s, item, 'trueSight')).toBe(true);
    s = { ...s, players: s.players.map((p) => (p.id === A ? { ...p, memory: [] } : p)) };
    expect(kw(s, item, 'trueSight')).toBe(false);
  });
});
