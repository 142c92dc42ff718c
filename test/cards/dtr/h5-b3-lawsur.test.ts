// h5-b3: lawsur-the-carpenter (ObjectSet awake; a count of other objects you control).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, edit } from '../../engine/helpers.js';
import { currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { activate, objectsOf, place } from '../amb/scenario.js';
import { aliceAs, drive } from '../amb/amb1-support.js';

const def = scriptedDef('lawsur-the-carpenter');
const specter = defineCard({ slug: 'test-specter-b3', name: 'Test Specter', types: ['ALLY'], subtypes: ['SPECTER'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, { abilities: [] });
const human = defineCard({ slug: 'test-human-b3l', name: 'Test Human', types: ['ALLY'], subtypes: ['HUMAN'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, { abilities: [] });

describe("'lawsur-the-carpenter'", () => {
  it('on enter +X power this turn, X the other Specter allies you control; your awake Specter allies have stealth', () => {
    let s = aliceAs({});
    let a: string, b: string, man: string;
    [s, a] = place(s, A, specter);
    [s, b] = place(s, A, specter);
    [s, man] = place(s, A, human);
    [s] = place(s, B, specter); // not yours
    [s] = activate(s, A, def);
    s = drive(s);
    const lawsur = objectsOf(s, 'lawsur-the-carpenter')[0]!;
    expect(currentStat(s, lawsur, 'power')).toBe(1 + 2);
    expect(hasKeyword(s, s.objects[a]!, 'stealth')).toBe(true);
    expect(hasKeyword(s, lawsur, 'stealth')).toBe(true);
    expect(hasKeyword(s, s.objects[man]!, 'stealth')).toBe(false);
    s = edit(s, (t) => { t.objects[b]!.rested = true; });
    expect(hasKeyword(s, s.objects[b]!, 'stealth')).toBe(false); // rested
    const theirs = Object.values(s.objects).find((o) => o.controller === B && o.def === specter.slug)!;
    expect(hasKeyword(s, theirs, 'stealth')).toBe(false);
  });
});

describe("'blighted-jewel'", () => {
  it('on enter it becomes ephemeral and draws into memory; your ephemeral allies that entered this turn get +1 power', () => {
    let s = aliceAs({});
    let fresh: string, old: string, solid: string;
    [s, fresh] = place(s, A, human, { ephemeral: true, enteredTurn: s.turn });
    [s, old] = place(s, A, human, { ephemeral: true, enteredTurn: s.turn - 1 });
    [s, solid] = place(s, A, human, { enteredTurn: s.turn });
    const deck = s.players.find((p) => p.id === A)!.mainDeck.length;
    [s] = activate(s, A, scriptedDef('blighted-jewel'));
    s = drive(s);
    const jewel = objectsOf(s, 'blighted-jewel')[0]!;
    expect(jewel.ephemeral).toBe(true);
    expect(s.players.find((p) => p.id === A)!.mainDeck.length).toBe(deck - 1);
    expect(currentStat(s, s.objects[fresh]!, 'power')).toBe(2);
    expect(currentStat(s, s.objects[old]!, 'power')).toBe(1);
    expect(currentStat(s, s.objects[solid]!, 'power')).toBe(1);
  });
});
