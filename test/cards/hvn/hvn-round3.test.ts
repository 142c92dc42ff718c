// Cards first printed in HVN, round 3: class-bonus Floating Memory on an attack card, class-bonus Fast Activation from hand.
import { describe, expect, it } from 'vitest';
import { defineCard, memory } from '../../../src/cards/define.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat, floatingMemoryCards } from '../../../src/engine/state/query.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { A, B, act, addCard, atMain, champion, edit, newGame, passUntil, payReserve } from '../../engine/helpers.js';
import { activate, asChampion, objectOf, place, settle, withDefs } from '../amb/scenario.js';
import type { ChampionShape } from '../amb/scenario.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const savageSunder = scriptedDef('savage-sunder');
const convalescingMare = scriptedDef('convalescing-mare');
const ordinaryHorse = scriptedDef('ordinary-horse');

const afterCombat = (s: GameState) => passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending);
const life = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'life');

function floats(def: CardDef, shape: ChampionShape): boolean {
  let s = asChampion(withDefs(newGame({ first: A }), def), A, shape);
  let card: string;
  [s, card] = addCard(s, A, def.slug, 'graveyard');
  return floatingMemoryCards(s, A).includes(card);
}

const fastAction = defineCard({ slug: 'test-fast-action', name: 'Test Fast Action', types: ['ACTION'], classes: [], element: 'NORM', cost: memory(0), speed: true }, {});

describe('HVN cards (round 3)', () => {
  it("'savage-sunder': with a Warrior champion, On Hit it may recover 5; floating memory with a Warrior champion", () => {
    const run = (classes: string[], accept: boolean) => {
      let s = passUntil(newGame({ first: A }), atMain(B));
      s = asChampion(withDefs(s, savageSunder), B, { classes, elements: ['EXIA'] });
      s = edit(s, (t) => { t.objects[champion(t, B).id]!.damage = 10; });
      let card: string;
      [s, card] = addCard(s, B, 'savage-sunder');
      s = payReserve(act(s, B, { type: 'activate', card }), B);
      s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
      if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
      s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
      const aliceDamage = champion(s, A).damage;
      s = passUntil(s, (t) => t.pending?.kind === 'may' || (!t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0));
      const asked = s.pending?.kind === 'may';
      if (asked) s = act(s, B, { type: 'mayAnswer', accept });
      s = afterCombat(s);
      expect(champion(s, A).damage).toBe(aliceDamage + 3);
      return [asked, champion(s, B).damage];
    };
    expect(run(['WARRIOR'], true)).toEqual([true, 5]);
    expect(run(['WARRIOR'], false)).toEqual([true, 10]);
    expect(run(['GUARDIAN'], true)).toEqual([false, 10]);
    expect(floats(savageSunder, { classes: ['WARRIOR'] })).toBe(true);
    expect(floats(savageSunder, { classes: ['GUARDIAN'] })).toBe(false);
  });

  it("'convalescing-mare': fast activation with a Cleric or Tamer champion", () => {
    const canActivate = (classes: string[]) => {
      let s = asChampion(withDefs(newGame({ first: A }), convalescingMare), A, { classes, elements: ['WATER'] });
      let mare: string;
      [s, mare] = addCard(s, A, 'convalescing-mare');
      [s] = activate(s, A, fastAction);
      expect(s.stack.length).toBe(1);
      return legalActions(s, A).some((a) => a.type === 'activate' && a.card === mare);
    };
    expect(canActivate(['CLERIC'])).toBe(true);
    expect(canActivate(['TAMER'])).toBe(true);
    expect(canActivate(['MAGE'])).toBe(false);
  });

  it("'convalescing-mare': with the class bonus, On Enter recovers 1 and the other allies you control get +1 life this turn", () => {
    const run = (classes: string[]) => {
      let s = asChampion(newGame({ first: A }), A, { classes, elements: ['WATER'] });
      s = edit(s, (t) => { t.objects[champion(t, A).id]!.damage = 4; });
      let horse: string, theirs: string;
      [s, horse] = place(s, A, ordinaryHorse);
      [s, theirs] = place(s, B, ordinaryHorse);
      [s] = activate(s, A, convalescingMare);
      s = settle(s);
      const mare = objectOf(s, 'convalescing-mare').id;
      const out = [champion(s, A).damage, life(s, horse), life(s, mare), life(s, theirs)];
      s = passUntil(s, atMain(B));
      expect(life(s, horse)).toBe(3);
      return out;
    };
    expect(run(['TAMER'])).toEqual([3, 4, 3, 3]);
    expect(run(['WARRIOR'])).toEqual([4, 3, 3, 3]);
  });
});
