// P24 reprint first printed in FTC (branch h2-promo): Capricious Lynx.
import { describe, expect, it } from 'vitest';
import { obeys } from '../../../src/engine/flow/combat.js';
import {
  A, asClass, mainPhaseOf, passTo, resolveAll, scriptedDef, enterFromHand, objOf,
} from '../promo/promo-reprints-support.js';

const def = (slug: string) => scriptedDef(slug);

describe('promo reprints first printed in FTC', () => {
  it("'capricious-lynx': pride 4; with the class bonus it loses all abilities (its pride too) until end of turn", () => {
    const lynx = def('capricious-lynx');
    expect(lynx.keywordValues?.pride).toBe(4);
    let s = asClass(mainPhaseOf(A), A, 'tamer');
    let card: string;
    [s, card] = enterFromHand(s, A, 'capricious-lynx');
    s = resolveAll(s);
    const o = s.objects[objOf(s, card)]!;
    // Alice's champion is level 1: Pride 4 would keep it from obeying, but it has lost Pride this turn.
    expect(obeys(s, o)).toBe(true);
    s = passTo(s, (t) => t.turnPlayer !== s.turnPlayer);
    expect(obeys(s, s.objects[o.id]!)).toBe(false);
    let w = asClass(mainPhaseOf(A), A, 'warrior');
    [w, card] = enterFromHand(w, A, 'capricious-lynx');
    w = resolveAll(w);
    expect(obeys(w, w.objects[objOf(w, card)]!)).toBe(false);
  });
});
