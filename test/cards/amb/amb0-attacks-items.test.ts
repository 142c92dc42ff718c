// amb0: attack cards, weapons, items and phantasias with an AMB printing.
import { describe, expect, it } from 'vitest';
import { apply, legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { attackPower } from '../../../src/engine/flow/combat.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, champion, edit, newGame, player } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, play, settle, withDefs } from './scenario.js';
import { asNamedChampion, bobsTurn, cast, finishActivation, floats, inGraveyard, settleAll, shape, zap } from './amb0-helpers.js';

const stallion = scriptedDef('aqueous-stallion');
const filcher = scriptedDef('ash-filcher'); // a fire card

/** Bob activates the attack card `slug` from hand with his champion and declares it at `defender`; On Attack resolves. */
function bobAttacksWith(s: GameState, slug: string, defender: string | null, accept = true, picks = 1): GameState {
  s = cast(s, B, scriptedDef(slug));
  s = untilDeclaration(s);
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
  if (defender === null) return s;
  s = act(s, B, { type: 'chooseAttackTarget', target: defender });
  return settleAll(s, accept, picks);
}

function untilDeclaration(s: GameState): GameState {
  for (let i = 0; i < 50 && s.pending?.kind !== 'attackDeclaration'; i++) {
    const who = s.opportunity ? s.players[s.opportunity.player]!.id : B;
    s = act(s, who, legalActions(s, who).find((a) => a.type === 'pass')!);
  }
  return s;
}

describe('amb0 attacks, weapons, items and phantasias', () => {
  it("'fiery-swing': with a Guardian champion, On Attack banish up to six fire cards for +1 power each", () => {
    const run = (classes: string[], fire: number) => {
      let s = asChampion(bobsTurn(), B, shape(classes, ['FIRE']));
      s = inGraveyard(s, B, filcher, fire);
      s = bobAttacksWith(s, 'fiery-swing', champion(s, A).id, true, 10);
      return [attackPower(s), player(s, B).banishment.length];
    };
    const [base] = run(['MAGE'], 3);
    expect(run(['GUARDIAN'], 3)).toEqual([base! + 3, 3]);
    expect(run(['GUARDIAN'], 8)).toEqual([base! + 6, 6]);
    expect(run(['MAGE'], 3)[1]).toBe(0);
  });

  it("'inundating-clash': with a Warrior champion, +3 power On Attack against a rested unit; floating memory", () => {
    const run = (classes: string[], rested: boolean) => {
      let s = asChampion(bobsTurn(), B, shape(classes, ['WATER']));
      let foe: string;
      [s, foe] = place(s, A, stallion, { rested });
      s = bobAttacksWith(s, 'inundating-clash', rested ? foe : champion(s, A).id);
      return attackPower(s);
    };
    expect(run(['WARRIOR'], true) - run(['WARRIOR'], false)).toBe(3);
    expect(run(['GUARDIAN'], true) - run(['GUARDIAN'], false)).toBe(0);
    expect(floats(scriptedDef('inundating-clash'), shape(['WARRIOR']))).toBe(true);
    expect(floats(scriptedDef('inundating-clash'), shape(['MAGE']))).toBe(false);
  });

  it("'hemorrhaging-rend': cleave while your champion has twenty or more damage counters", () => {
    const cleaves = (damage: number) => {
      let s = asChampion(bobsTurn(), B, shape(['WARRIOR'], ['EXIA']));
      s = edit(s, (t) => { t.objects[player(t, B).champion!]!.damage = damage; });
      s = bobAttacksWith(s, 'hemorrhaging-rend', null);
      return legalActions(s, B).some((a) => a.type === 'chooseAttackPlayer');
    };
    expect(cleaves(20)).toBe(true);
    expect(cleaves(19)).toBe(false);
  });

  it("'heated-vengeance': +3 power once your champion has taken damage this turn; with a Warrior champion it may deal 3 damage to your champion On Attack", () => {
    const run = (classes: string[], accept: boolean, hurtFirst = false) => {
      let s = asChampion(bobsTurn(), B, shape(classes, ['FIRE']));
      if (hurtFirst) s = play(s, B, zap(1), [objectTarget(champion(s, B).id)]);
      const before = champion(s, B).damage;
      s = bobAttacksWith(s, 'heated-vengeance', champion(s, A).id, accept);
      return [attackPower(s), champion(s, B).damage - before];
    };
    const [base] = run(['WARRIOR'], false);
    expect(run(['WARRIOR'], true)).toEqual([base! + 3, 3]);
    expect(run(['MAGE'], true)).toEqual([base, 0]);
    expect(run(['MAGE'], true, true)).toEqual([base! + 3, 0]);
  });

  it("'beseeching-flourish': with Jin, On Hit materializes a Polearm weapon card from your material deck", () => {
    const run = (jin: boolean) => {
      let s = jin ? asNamedChampion(bobsTurn(), B, 'Jin', shape(['WARRIOR'], ['WIND'])) : asChampion(bobsTurn(), B, shape(['WARRIOR'], ['WIND']));
      s = withDefs(s, scriptedDef('executioners-spear'));
      [s] = addCard(s, B, 'executioners-spear', 'materialDeck');
      s = bobAttacksWith(s, 'beseeching-flourish', champion(s, A).id);
      s = settleAll(s, true);
      for (let i = 0; i < 50 && s.combat; i++) s = settleAll(act(s, s.players[s.opportunity?.player ?? 0]!.id, { type: 'pass' }), true);
      return Object.values(s.objects).some((o) => o.def === 'executioners-spear' && o.controller === B);
    };
    expect(run(true)).toBe(true);
    expect(run(false)).toBe(false);
  });

  it("'hoarfrost-spine': On Enter look at the top card of your deck and you may put it into your graveyard", () => {
    const run = (accept: boolean) => {
      let s = asChampion(newGame({ first: A }), A, shape(['RANGER'], ['WATER']));
      const top = player(s, A).mainDeck[0]!;
      s = settleAll(cast(s, A, scriptedDef('hoarfrost-spine')), accept);
      return player(s, A).graveyard.includes(top) ? 'graveyard' : player(s, A).mainDeck[0] === top ? 'top' : 'elsewhere';
    };
    expect(run(true)).toBe('graveyard');
    expect(run(false)).toBe('top');
  });

  it("'frozen-quill': rest it to load it into a target unloaded Bow weapon you control; floating memory", () => {
    let s = asChampion(newGame({ first: A }), A, shape(['RANGER'], ['WATER']));
    let bow: string, quill: string;
    [s, bow] = place(s, A, scriptedDef('hoarfrost-spine'));
    [s, quill] = place(s, A, scriptedDef('frozen-quill'));
    const quillCard = s.objects[quill]!.card;
    s = act(act(s, A, { type: 'activateAbility', object: quill, index: 0 }), A, { type: 'chooseTarget', target: objectTarget(bow) });
    s = settle(finishActivation(s, A));
    expect(s.objects[bow]!.loaded).toEqual([quillCard]);
    expect(s.objects[quill]).toBeUndefined();
    // A loaded Bow is no longer a legal target.
    let q2: string;
    [s, q2] = place(s, A, scriptedDef('frozen-quill'));
    expect(apply(s, A, { type: 'activateAbility', object: q2, index: 0 }).ok).toBe(false);
    expect(floats(scriptedDef('frozen-quill'), shape(['CLERIC']))).toBe(true);
  });

  it("'fractal-of-polar-depths': reservable; with a Cleric or Tamer champion, sacrifice it: a target player mills one per water card in your graveyard", () => {
    expect(scriptedDef('fractal-of-polar-depths').keywords).toContain('reservable');
    let s = asChampion(newGame({ first: A }), A, shape(['CLERIC'], ['WATER']));
    s = inGraveyard(s, A, stallion, 3);
    s = inGraveyard(s, A, filcher, 2);
    let fractal: string;
    [s, fractal] = place(s, A, scriptedDef('fractal-of-polar-depths'));
    const deck = player(s, B).mainDeck.length;
    s = act(act(s, A, { type: 'activateAbility', object: fractal, index: 0 }), A, { type: 'chooseTarget', target: { kind: 'player', id: B } });
    s = settle(finishActivation(s, A));
    // X is counted as it resolves: the sacrificed Fractal (a water card) is in the graveyard by then.
    expect(player(s, B).mainDeck.length).toBe(deck - 4);
    expect(s.objects[fractal]).toBeUndefined();
    let t = asChampion(newGame({ first: A }), A, shape(['MAGE'], ['WATER']));
    [t, fractal] = place(t, A, scriptedDef('fractal-of-polar-depths'));
    expect(legalActions(t, A).some((a) => a.type === 'activateAbility' && a.object === fractal)).toBe(false);
  });
});

describe('amb0 phantasias (round 2)', () => {
  it("'fang-of-dragons-breath': links to a target Polearm weapon, which gets +2 power; with Jin it can rest and lose a durability counter for 2 damage to a target unit", () => {
    const fang = scriptedDef('fang-of-dragons-breath');
    const run = (jin: boolean) => {
      let s = jin ? asNamedChampion(newGame({ first: A }), A, 'Jin', shape(['WARRIOR'], ['FIRE'])) : asChampion(newGame({ first: A }), A, shape(['WARRIOR'], ['FIRE']));
      let spear: string, foe: string;
      [s, spear] = place(s, A, scriptedDef('executioners-spear'));
      [s, foe] = place(s, B, stallion);
      const before = s.objects[spear]!.counters.durability ?? 0;
      const base = currentStat(s, s.objects[spear]!, 'power')!;
      s = play(s, A, fang, [objectTarget(spear)]);
      const linked = Object.values(s.objects).find((o) => o.def === fang.slug)!;
      expect(linked.linkedTo).toBe(spear);
      expect(currentStat(s, s.objects[spear]!, 'power')).toBe(base + 2);
      const use = legalActions(s, A).find((a) => a.type === 'activateAbility' && a.object === spear);
      if (!use) return { usable: false };
      s = act(act(s, A, use), A, { type: 'chooseTarget', target: objectTarget(foe) });
      s = settle(finishActivation(s, A));
      return { usable: true, damage: s.objects[foe]!.damage, durability: s.objects[spear]!.counters.durability, rested: s.objects[spear]!.rested, before };
    };
    const jin = run(true);
    expect(jin).toMatchObject({ usable: true, damage: 2, rested: true });
    expect((jin as { durability: number; before: number }).durability).toBe((jin as { before: number }).before - 1);
    expect(run(false)).toEqual({ usable: false });
  });
});
