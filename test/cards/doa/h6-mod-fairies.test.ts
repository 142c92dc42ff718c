// Dream Fairy and Spark Fairy: On Enter effects that last for as long as you control the fairy.
import { describe, expect, it } from 'vitest';
import { cardScript, defineCard, destroy, reserve, target } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, B, addCard, atMain, champion, newGame, passUntil, player } from '../../engine/helpers.js';
import { asChampion, objectOf, objectTarget, place, play, withDefs } from '../amb/scenario.js';

const foeAlly = defineCard({ slug: 'test-df-foe', name: 'Dreamt Foe', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 2 }, {});
const trinket = defineCard({ slug: 'test-sf-trinket', name: 'Trinket', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {});
const smash = defineCard({ slug: 'test-fairy-smash', name: 'Smash', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  cardScript('test-fairy-smash', { targets: [{ kind: 'object' }], onResolve: [destroy(target(0))] }).script);
const game = (): GameState => {
  let s = asChampion(newGame({ first: A }), A, { classes: ['MAGE'], elements: ['NORM', 'FIRE', 'WIND'], level: 1 });
  for (let i = 0; i < 8; i++) [s] = addCard(s, A, 'smoke-out');
  return withDefs(s, foeAlly, trinket, smash);
};
const canActivate = (s: GameState, who: string, card: string): boolean => legalActions(s, who).some((a) => a.type === 'activate' && a.card === card);

describe("'dream-fairy'", () => {
  it('stealth; the target ally you do not control goes to its owner\'s memory; opponents can\'t activate cards of its name while you control the fairy', () => {
    let s = game();
    let foe: string, copy: string;
    [s, foe] = place(s, B, foeAlly);
    const card = s.objects[foe]!.card!;
    [s, copy] = addCard(s, B, 'test-df-foe');
    s = play(s, A, scriptedDef('dream-fairy'), [], { triggerTargets: [objectTarget(foe)] });
    expect(s.defs['dream-fairy']!.keywords).toContain('stealth');
    expect(s.objects[foe]).toBeUndefined();
    expect(player(s, B).memory).toContain(card);
    s = passUntil(s, atMain(B));
    expect(canActivate(s, B, copy)).toBe(false);
    // the fairy leaves: the ban ends
    s = play(s, B, smash, [objectTarget(objectOf(s, 'dream-fairy').id)]);
    expect(canActivate(s, B, copy)).toBe(true);
  });

  it('only allies you do not control can be chosen', () => {
    let s = game();
    let mine: string;
    [s, mine] = place(s, A, foeAlly);
    s = play(s, A, scriptedDef('dream-fairy'), [], { triggerTargets: [] });
    expect(s.objects[mine]!.controller).toBe(A); // no legal target: the ability does nothing to Alice's own ally
  });
});

describe("'spark-fairy'", () => {
  it('the target object gains a recollection trigger (1 unpreventable damage to its controller\'s champion) while you control the fairy', () => {
    let s = game();
    let item: string;
    [s, item] = place(s, A, trinket);
    s = play(s, A, scriptedDef('spark-fairy'), [], { triggerTargets: [objectTarget(item)] });
    expect(s.defs['spark-fairy']!.keywords).toContain('stealth');
    const before = champion(s, A).damage;
    s = passUntil(s, (t) => t.turn === 3 && atMain(A)(t));
    expect(champion(s, A).damage).toBe(before + 1);
    // once the fairy is gone, the trigger is gone too
    s = play(s, A, smash, [objectTarget(objectOf(s, 'spark-fairy').id)]);
    s = passUntil(s, (t) => t.turn === 5 && atMain(A)(t));
    expect(champion(s, A).damage).toBe(before + 1);
  });
});
