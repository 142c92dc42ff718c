// Spirit of Chess and Legendary Saddle (RDO), Spirit of Slime (Re:Collection): ignoring elemental requirements.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { FIXTURE_DECKS, FIXTURE_DEFS } from '../../../src/cards/fixtures/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { createGame, legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { refuse } from '../../engine/helpers.js';
import { place, settle } from '../amb/scenario.js';
import { A, B, act, addCard, atMain, champion, edit, factsOnly, materialize, passUntil, player, toMaterialize, withDef } from '../doa/support.js';

/** Alice goes first with `spirit` as her level 0 champion, in her main phase. */
function startWith(spirit: CardDef): GameState {
  for (let seed = 1; seed < 60; seed++) {
    const material = [spirit.slug, ...FIXTURE_DECKS.fire.material.filter((m) => m !== 'spirit-of-fire')];
    const s = createGame({
      seed, defs: [...FIXTURE_DEFS, spirit],
      players: [{ id: A, name: 'Alice', deck: { material, main: FIXTURE_DECKS.fire.main } }, { id: B, name: 'Bob', deck: FIXTURE_DECKS.water }],
    });
    if (s.players[s.firstPlayer]!.id === A) return passUntil(settle(s), atMain(A));
  }
  throw new Error('no seed');
}

/** May Alice activate a card of `def` from her hand now? */
function mayActivate(s: GameState, def: CardDef): boolean {
  let card: string;
  [s, card] = addCard(withDef(s, def), A, def.slug);
  const ok = legalActions(s, A).some((a) => a.type === 'activate' && a.card === card);
  if (!ok) refuse(s, A, { type: 'activate', card }, 'parts-of-a-card-element.md');
  return ok;
}

/** Alice's champion becomes a level 1 champion with `spirit` in its inner lineage. */
function levelledOver(s: GameState, spirit: CardDef): GameState {
  const rai = factsOnly('rai-spellcrafter');
  return edit(withDef(s, rai), (t) => {
    const champ = t.objects[player(t, A).champion!]!;
    expect(t.cards[champ.card!]!.def).toBe(spirit.slug);
    champ.lineage = [champ.card!];
    champ.def = rai.slug;
  });
}

const umbra = (slug: string, subtype: string): CardDef =>
  defineCard({ slug, name: slug, types: ['ALLY'], subtypes: [subtype], element: 'UMBRA', cost: reserve(2), power: 1, life: 1 }, {});

describe('spirit-of-chess', () => {
  const spirit = scriptedDef('spirit-of-chess');

  it("'spirit-of-chess': On Enter, draw seven cards", () => {
    expect(player(startWith(spirit), A).hand).toHaveLength(7);
  });

  it("'spirit-of-chess': Inherited Effect: ignore the elemental requirements of non-advanced Chessman cards you play", () => {
    for (const s of [startWith(spirit), levelledOver(startWith(spirit), spirit)]) {
      expect(mayActivate(s, factsOnly('briar-schwartz-king'))).toBe(true); // wind Chessman
      expect(mayActivate(s, factsOnly('gales-mare'))).toBe(false); // wind, not a Chessman
      expect(mayActivate(s, umbra('test-umbra-pawn', 'CHESSMAN'))).toBe(false); // advanced element
    }
  });
});

describe('spirit-of-slime', () => {
  const spirit = scriptedDef('spirit-of-slime');

  it("'spirit-of-slime': On Enter, draw seven cards", () => {
    expect(player(startWith(spirit), A).hand).toHaveLength(7);
  });

  it("'spirit-of-slime': from the lineage, basic element Slimes are activated whatever elements are enabled", () => {
    for (const s of [startWith(spirit), levelledOver(startWith(spirit), spirit)]) {
      expect(mayActivate(s, factsOnly('green-slime'))).toBe(true); // wind Slime
      expect(mayActivate(s, factsOnly('lustrous-slime'))).toBe(false); // luxem: advanced
      expect(mayActivate(s, factsOnly('gales-mare'))).toBe(false); // not a Slime
    }
  });
});

describe('legendary-saddle', () => {
  const saddle = scriptedDef('legendary-saddle');

  it("'legendary-saddle': once it has entered, non-advanced Horses are activated whatever elements are enabled, all game long", () => {
    let [s, card] = toMaterialize(saddle, 1, (t) => edit(t, (u) => { u.objects[player(u, A).champion!]!.def = 'spirit-of-water'; }));
    const inMain = (t: GameState) => t.phase === 'main' && !t.pending && t.stack.length === 0 && t.opportunity !== null && t.players[t.opportunity.player]!.id === A;
    expect(mayActivate(passUntil(s, inMain), factsOnly('gales-mare'))).toBe(false); // without the saddle: wind is not enabled
    s = passUntil(materialize(s, card), inMain);
    expect(mayActivate(s, factsOnly('gales-mare'))).toBe(true); // wind Horse
    expect(mayActivate(s, umbra('test-umbra-horse', 'HORSE'))).toBe(false);
    expect(mayActivate(s, factsOnly('green-slime'))).toBe(false);
    // The saddle gone, the rule stays for the rest of the game.
    s = edit(s, (t) => { t.field = t.field.filter((id) => t.objects[id]!.def !== saddle.slug); });
    expect(mayActivate(s, factsOnly('gales-mare'))).toBe(true);
  });

  it("'legendary-saddle': banish it: draw a card into your memory, only while you control three or more Horse allies", () => {
    const horse = scriptedDef('ordinary-horse');
    let s = passUntil(startWith(scriptedDef('spirit-of-chess')), atMain(A));
    let id: string;
    [s, id] = place(s, A, saddle);
    [s] = place(s, A, horse);
    [s] = place(s, A, horse);
    refuse(s, A, { type: 'activateAbility', object: id, index: 1 });
    [s] = place(s, A, horse);
    const memory = player(s, A).memory.length;
    s = settle(act(s, A, { type: 'activateAbility', object: id, index: 1 }));
    expect(player(s, A).memory.length).toBe(memory + 1);
    expect(s.objects[id]).toBeUndefined();
    expect(champion(s, A)).toBeDefined();
  });
});
