// Cards first printed in DTR, round 3: Floating Memory under a class bonus or a level restriction.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { floatingMemoryCards } from '../../../src/engine/state/query.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { A, B, act, addCard, atMain, champion, edit, newGame, passUntil, payReserve, player } from '../../engine/helpers.js';
import { asChampion, play, withDefs } from '../amb/scenario.js';
import type { ChampionShape } from '../amb/scenario.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const exsanguinatingWallop = scriptedDef('exsanguinating-wallop');
const dredgingStreams = scriptedDef('dredging-streams');

const afterCombat = (s: GameState) => passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending);

function floats(def: CardDef, shape: ChampionShape): boolean {
  let s = asChampion(withDefs(newGame({ first: A }), def), A, shape);
  let card: string;
  [s, card] = addCard(s, A, def.slug, 'graveyard');
  return floatingMemoryCards(s, A).includes(card);
}

describe('DTR cards (round 3)', () => {
  it("'exsanguinating-wallop': with a Guardian champion, On Attack recovers 3; floating memory with a Guardian champion", () => {
    const run = (classes: string[]) => {
      let s = passUntil(newGame({ first: A }), atMain(B));
      s = asChampion(withDefs(s, exsanguinatingWallop), B, { classes, elements: ['UMBRA'] });
      s = edit(s, (t) => { t.objects[champion(t, B).id]!.damage = 5; });
      for (let i = 0; i < 5; i++) [s] = addCard(s, B, 'smoke-out');
      let card: string;
      [s, card] = addCard(s, B, 'exsanguinating-wallop');
      s = payReserve(act(s, B, { type: 'activate', card }), B);
      s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
      if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
      const aliceDamage = champion(s, A).damage;
      s = afterCombat(act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id }));
      expect(champion(s, A).damage).toBe(aliceDamage + 5);
      return champion(s, B).damage;
    };
    expect(run(['GUARDIAN'])).toBe(2);
    expect(run(['WARRIOR'])).toBe(5);
    expect(floats(exsanguinatingWallop, { classes: ['GUARDIAN'] })).toBe(true);
    expect(floats(exsanguinatingWallop, { classes: ['WARRIOR'] })).toBe(false);
  });

  it("'dredging-streams': banishes the chosen card from a graveyard; floating memory from champion level 2", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['CLERIC'], elements: ['WATER'] });
    let theirs: string, mine: string;
    [s, theirs] = addCard(s, B, 'blitz-mage', 'graveyard');
    [s, mine] = addCard(s, A, 'blitz-mage', 'graveyard');
    s = play(s, A, dredgingStreams, [{ kind: 'card', id: theirs }]);
    expect(player(s, B).graveyard).not.toContain(theirs);
    expect(player(s, B).banishment).toContain(theirs);
    expect(player(s, A).graveyard).toContain(mine);
    expect(floats(dredgingStreams, { classes: ['MAGE'], level: 2 })).toBe(true);
    expect(floats(dredgingStreams, { classes: ['CLERIC'], level: 1 })).toBe(false);
  });
});
