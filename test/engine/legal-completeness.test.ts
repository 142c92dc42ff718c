import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/engine/agents/play-game.js';
import { eagerRandomAgent, randomAgent } from '../../src/engine/agents/random-agent.js';
import { randomPoolSetup } from '../../src/engine/agents/random-deck.js';
import { abilityProblem, activationProblem } from '../../src/engine/play/activation.js';
import { mayModifyCosts } from '../../src/engine/play/costs.js';
import { abilitySources, hasKeyword } from '../../src/engine/state/query.js';
import { linksPossible } from '../../src/engine/checks/state-based.js';
import { defineCard, reserve, staticAbility } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { A, addObject, edit, newGame, withDef } from './helpers.js';
import { legalActions } from '../../src/engine/index.js';
import { GAME_POOL_DEFS } from '../../src/cards/scripts/index.js';
import type { Action, GameSetup, GameState, PlayerId } from '../../src/engine/index.js';

// legalActions skips some candidates with cheap checks before asking the full rules functions.
// These tests ask the full functions about every candidate and expect the very same answers,
// so a shortcut can never hide a legal action.

const setup = (seed: number): GameSetup => randomPoolSetup(GAME_POOL_DEFS, seed);

/** Every activation the rules functions allow to the Opportunity holder, found without shortcuts. */
function bruteForce(s: GameState, who: PlayerId): Action[] {
  const me = s.players.find((p) => p.id === who)!;
  const out: Action[] = [];
  for (const card of me.hand) if (!activationProblem(s, who, card)) out.push({ type: 'activate', card });
  for (const card of me.graveyard) if (!activationProblem(s, who, card, 'graveyard')) out.push({ type: 'ephemerate', card });
  for (const id of s.field) {
    if (s.objects[id]!.controller !== who) continue;
    abilitySources(s, s.objects[id]!).forEach((_ref, index) => {
      if (!abilityProblem(s, who, id, index)) out.push({ type: 'activateAbility', object: id, index });
    });
  }
  return out;
}

describe('legalActions shortcuts hide nothing (general-rules/general-rules-players.md#player-actions)', () => {
  it('offers exactly the activations the rules functions allow, over random games from the scripted pool', { timeout: 120_000 }, () => {
    let opportunities = 0;
    let offered = 0;
    for (const seed of [3, 4, 5, 6]) {
      const agents = seed % 2 ? { p1: randomAgent(seed), p2: randomAgent(seed + 50) } : { p1: eagerRandomAgent(seed), p2: eagerRandomAgent(seed + 50) };
      playGame(setup(seed), agents, { maxSteps: 1500, onStep: (_before, s) => {
        if (s.result || s.pending || !s.opportunity) return;
        const who = s.players[s.opportunity.player]!.id;
        const kinds = new Set(['activate', 'ephemerate', 'activateAbility']);
        const got = legalActions(s, who).filter((a) => kinds.has(a.type));
        expect(got).toEqual(bruteForce(s, who));
        opportunities++;
        offered += got.length;
      } });
    }
    expect(opportunities).toBeGreaterThan(500);
    expect(offered).toBeGreaterThan(50);
  });

  it('cost modifiers (game-mechanics/game-mechanics-playing-cards/playing-cards-costs-and-memory.md#general-rules): objects skipped as having none really have none', { timeout: 120_000 }, () => {
    let skipped = 0;
    playGame(setup(7), { p1: eagerRandomAgent(1), p2: eagerRandomAgent(2) }, { maxSteps: 1500, onStep: (_before, s) => {
      for (const id of s.field) {
        const o = s.objects[id]!;
        if (mayModifyCosts(s, o)) continue;
        skipped++;
        expect(abilitySources(s, o).some(({ ability: ab }) => ab.kind === 'static' && ab.effect.kind === 'costModifier')).toBe(false);
      }
    } });
    expect(skipped).toBeGreaterThan(100);
  });
});

describe('the link check is skipped only when no object can have Link (glossary/keywords-and-abilities.md#link)', () => {
  const card = (slug: string, extra: Partial<CardDef>): CardDef =>
    ({ ...defineCard({ slug, name: slug, types: ['PHANTASIA'], element: 'NORM', cost: reserve(0) }, {}), ...extra });

  it('printed, given by a static ability, or granted by an effect: the check runs', () => {
    const s = newGame();
    expect(linksPossible(s)).toBe(false);
    const [printed] = addObject(withDef(s, card('t-link', { keywords: ['link'] })), A, 't-link');
    expect(linksPossible(printed)).toBe(true);
    const [byStatic] = addObject(withDef(s, card('t-shield', { abilities: [staticAbility({ kind: 'keyword', keyword: 'linkShield' })] })), A, 't-shield');
    expect(linksPossible(byStatic)).toBe(true);
    const [plain, o] = addObject(withDef(s, card('t-plain', {})), A, 't-plain');
    expect(linksPossible(plain)).toBe(false);
    const granted = edit(plain, (t) => { t.keywordGrants = [...t.keywordGrants, { object: o, keyword: 'link', duration: 'untilEndOfTurn' }]; });
    expect(linksPossible(granted)).toBe(true);
    expect(hasKeyword(granted, granted.objects[o]!, 'link')).toBe(true);
  });

  it('over random games from the scripted pool, no object has Link whenever the check is skipped', { timeout: 120_000 }, () => {
    let skipped = 0;
    // Games where Link objects come and go (the scripted pool has several Link regalia), until the check was skipped often.
    for (let seed = 12; seed < 24 && skipped <= 100; seed++) {
      playGame(setup(seed), { p1: eagerRandomAgent(seed * 2 - 21), p2: eagerRandomAgent(seed * 2 - 20) }, { maxSteps: 1500, onStep: (_before, s) => {
        if (linksPossible(s)) return;
        skipped++;
        for (const id of s.field) {
          expect(hasKeyword(s, s.objects[id]!, 'link') || hasKeyword(s, s.objects[id]!, 'linkShield')).toBe(false);
        }
      } });
    }
    expect(skipped).toBeGreaterThan(100);
  });
});
