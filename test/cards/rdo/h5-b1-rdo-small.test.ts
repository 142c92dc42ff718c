// h5-b1: Bloodseeker Magus (a damage-gated Ephemerate) and Shademist Priestess (damage from a source you don't control).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef, Element } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, addCard, atMain, champion, edit, passUntil, withDef } from '../../engine/helpers.js';
import { activate, place } from '../amb/scenario.js';
import { acceptAll, aliceAs, drive, floatsFor } from '../amb/amb1-support.js';

const def = scriptedDef;
const EVERY: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ARCANE', 'ASTRA', 'CRUX', 'EXIA', 'LUXEM', 'NEOS', 'TERA', 'UMBRA'];
const hurt = (s: GameState, n: number) => edit(s, (t) => { t.objects[champion(t, A).id]!.damage = n; });
const canEphemerate = (s: GameState, d: CardDef): boolean => {
  let card: string;
  [s, card] = addCard(withDef(s, d), A, d.slug, 'graveyard');
  return legalActions(s, A).some((a) => a.type === 'ephemerate' && a.card === card);
};
const zap = (who: 'you' | 'opponent') => defineCard({ slug: `h5b1-zap-${who}`, name: 'Zap', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'dealDamage', to: who === 'you' ? { ref: 'yourChampion' } : { ref: 'eachOpponentChampion' }, amount: 2 }] });

describe('h5-b1 rdo small', () => {
  it("'bloodseeker-magus': On Enter 3 unpreventable damage to your champion; Ephemerate (1) only at 20+ damage", () => {
    let s = aliceAs({ classes: ['MAGE'], elements: EVERY });
    [s] = activate(s, A, def('bloodseeker-magus'));
    s = drive(s);
    expect(champion(s, A).damage).toBe(3);
    expect(canEphemerate(hurt(aliceAs({ classes: ['MAGE'], elements: EVERY }), 20), def('bloodseeker-magus'))).toBe(true);
    expect(canEphemerate(hurt(aliceAs({ classes: ['MAGE'], elements: EVERY }), 19), def('bloodseeker-magus'))).toBe(false);
  });

  it("'shademist-priestess': stealth, floating memory; you may recover 1 whenever your champion is dealt damage by a source you don't control", () => {
    expect(def('shademist-priestess').keywords).toEqual(expect.arrayContaining(['stealth', 'floatingMemory']));
    expect(floatsFor(aliceAs({}), A, def('shademist-priestess'))).toBe(true);
    // Bob's source hits Alice's champion: she recovers 1 of the 2.
    let s = passUntil(aliceAs({ classes: ['CLERIC'], elements: EVERY }), atMain(B));
    [s] = place(s, A, def('shademist-priestess'));
    [s] = activate(s, B, zap('opponent'));
    s = drive(s, acceptAll);
    expect(champion(s, A).damage).toBe(1);
    // Her own source: nothing.
    let t = aliceAs({ classes: ['CLERIC'], elements: EVERY });
    [t] = place(t, A, def('shademist-priestess'));
    [t] = activate(t, A, zap('you'));
    t = drive(t, acceptAll);
    expect(champion(t, A).damage).toBe(2);
  });
});
