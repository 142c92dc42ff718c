// A fixed policy: develop the board on your own turn, attack when the exchange is favourable,
// pay costs with the least useful cards, and keep fast cards for the opponent's turn (to answer
// its attacks and activations). It reads only the public board and the bot's own cards.
import type { Action, CardDef, GameState, ObjectState, PlayerId } from '../engine/index.js';
import type { Agent } from './agent.js';
import { cardDef, championOf, isUnit, lifeLeft, objDef, objectsOf, opponentOf, power } from './facts.js';
import { type AiRng, randFloat, randInt, seedAiRng } from './rng.js';

interface Ctx {
  s: GameState;
  me: PlayerId;
  opp: PlayerId;
  myTurn: boolean;
  /** The attack in progress, with its attacker, when there is one. */
  attacker: ObjectState | undefined;
  handSize: number;
}

/** How much a card in hand is worth keeping (lower: pay costs with it first). */
function usefulness(c: Ctx, def: CardDef | undefined): number {
  if (!def) return 0;
  const p = c.s.players.find((x) => x.id === c.me)!;
  const champ = championOf(c.s, c.me);
  const enabled = new Set<string>(['NORM', ...(champ ? objDef(c.s, champ)?.elements ?? [] : [])]);
  let v = def.elements.every((e) => enabled.has(e)) ? 4 : 0;
  if (def.types.includes('ALLY')) v += 2 + 0.3 * ((def.power ?? 0) + (def.life ?? 0));
  if (def.speed) v += 1.5;
  const cost = def.cost.kind !== 'none' && typeof def.cost.value === 'number' ? def.cost.value : 2;
  // A card far too dear for the memory we have is worth less now.
  if (cost > p.memory.length + p.hand.length) v -= 1;
  return v;
}

function canAnswer(c: Ctx): boolean {
  // Worth a fast card: the opponent is attacking us, or has something of its own on the stack.
  if (c.s.combat && c.s.combat.defendingPlayer === c.me) return true;
  const top = c.s.stack[c.s.stack.length - 1];
  return !!top && top.controller === c.opp;
}

function attackValue(c: Ctx, attacker: ObjectState): number {
  const pw = power(c.s, attacker);
  if (objDef(c.s, attacker)?.types.includes('CHAMPION')) {
    // A champion strikes with an awake weapon if it has no power of its own.
    const armed = objectsOf(c.s, c.me).some((o) => !o.rested && objDef(c.s, o)?.types.includes('WEAPON'));
    return pw > 0 || armed ? 9 : -1;
  }
  if (pw <= 0) return -1;
  // An ally that an awake enemy unit would kill in retaliation attacks only if it trades up.
  const threats = objectsOf(c.s, c.opp).filter((o) => !o.rested && isUnit(objDef(c.s, o)) && power(c.s, o) >= lifeLeft(c.s, attacker));
  return threats.length === 0 ? 9 : 2;
}

function targetValue(c: Ctx, t: Extract<Action, { type: 'chooseTarget' }>['target']): number {
  if (t === null) return -2;
  if (t.kind === 'player') return t.id === c.opp ? 3 : -1;
  if (t.kind === 'object') {
    const o = c.s.objects[t.id];
    if (!o) return 0;
    const mine = o.controller === c.me;
    const worth = 1 + power(c.s, o) + (objDef(c.s, o)?.types.includes('CHAMPION') ? 2 : 0);
    return mine ? -worth : 3 + worth;
  }
  return 0;
}

export function scoreAction(c: Ctx, a: Action): number {
  const { s } = c;
  switch (a.type) {
    case 'concede': return -1000;
    case 'cancel': return -50;
    case 'pass': case 'skipMaterialize': return 0;
    case 'materialize': {
      const d = cardDef(s, a.card);
      if (!d) return 1;
      if (d.types.includes('CHAMPION')) return 20 + (d.level ?? 0);
      return d.types.includes('WEAPON') ? 8 : 6;
    }
    case 'activate': {
      const d = cardDef(s, a.card);
      if (!d) return 1;
      if (!c.myTurn) return canAnswer(c) ? 7 : -1;
      if (d.types.includes('ALLY')) return 10 + 0.5 * ((d.power ?? 0) + (d.life ?? 0));
      if (d.types.includes('WEAPON') || d.types.includes('ITEM')) return 8;
      if (d.speed && c.handSize < 6) return -1; // keep it for the opponent's turn
      return 5;
    }
    case 'ephemerate': case 'starcall': case 'bestow': case 'activateFromMaterialDeck': return c.myTurn ? 5 : canAnswer(c) ? 5 : -1;
    case 'activateAbility': case 'activateBoonAbility': return c.myTurn ? 3 : canAnswer(c) ? 3 : -1;
    case 'attack': {
      const o = s.objects[a.attacker];
      return o && c.myTurn ? attackValue(c, o) : -1;
    }
    case 'chooseWeapon': return a.weapon ? 8 : 1;
    case 'chooseAttackTarget': {
      const o = s.objects[a.target];
      if (!o) return 0;
      if (objDef(s, o)?.types.includes('CHAMPION')) return 5;
      const pw = c.attacker ? power(s, c.attacker) : 0;
      return lifeLeft(s, o) <= pw ? 6 + power(s, o) : 1;
    }
    case 'chooseAttackPlayer': return a.player === c.opp ? 5 : 0;
    case 'retaliate': {
      if (!a.unit) return 2;
      const u = s.objects[a.unit];
      const att = c.attacker;
      if (!u || !att) return 1;
      const kills = power(s, u) >= lifeLeft(s, att);
      const survives = lifeLeft(s, u) > power(s, att);
      return kills ? 6 : survives ? 4 : 0;
    }
    case 'chooseReserve': return -usefulness(c, cardDef(s, a.card));
    case 'restForReserve': return 1;
    case 'chooseCard': return -usefulness(c, cardDef(s, a.card));
    case 'chooseFloating': return a.card ? 1 : 0;
    case 'chooseTarget': return targetValue(c, a.target);
    case 'declareX': return a.x;
    case 'chooseMode': return -a.mode * 0.01;
    case 'mayAnswer': return a.accept ? 1 : 0;
    case 'declarePrepare': return a.prepare ? 1 : 0;
    case 'declareBrew': return a.brew ? 1 : 0;
    case 'declareAltCost': return a.use ? 1 : 0;
    case 'criticalDiscard': return a.card ? 0 : 1;
    case 'payWither': return a.card ? 1 : 0;
    case 'searchChoice': return a.card ? 1 : 0;
    case 'chooseCopy': return a.object ? 1 : 0;
    case 'assist': return a.tool.tool === 'done' ? 1 : -1;
    case 'noMoreTargets': return 0;
    default: return 0;
  }
}

export function contextFor(s: GameState, me: PlayerId): Ctx {
  const attackerId = s.combat?.attacker ?? (s.pending?.kind === 'attackDeclaration' ? s.pending.draft.attacker : null);
  return {
    s, me, opp: opponentOf(s, me),
    myTurn: s.players[s.turnPlayer]!.id === me,
    attacker: attackerId ? s.objects[attackerId] : undefined,
    handSize: s.players.find((p) => p.id === me)!.hand.length,
  };
}

/** Actions sorted best first by the policy (stable: the engine's order breaks ties). */
export function rankActions(s: GameState, me: PlayerId, actions: Action[]): Action[] {
  const c = contextFor(s, me);
  return actions.map((a, i) => ({ a, i, v: scoreAction(c, a) })).sort((x, y) => y.v - x.v || x.i - y.i).map((x) => x.a);
}

/** The policy's pick; with `noise`, that share of picks is uniform among the non-conceding actions. */
export function heuristicChoice(s: GameState, me: PlayerId, actions: Action[], rng: AiRng, noise = 0): Action {
  if (actions.length === 1) return actions[0]!;
  if (noise > 0 && randFloat(rng) < noise) {
    const options = actions.filter((a) => a.type !== 'concede' && a.type !== 'cancel');
    if (options.length > 0) return options[randInt(rng, options.length)]!;
  }
  const c = contextFor(s, me);
  let best: Action[] = [];
  let bestValue = -Infinity;
  for (const a of actions) {
    const v = scoreAction(c, a);
    if (v > bestValue) { bestValue = v; best = [a]; } else if (v === bestValue) best.push(a);
  }
  return best[randInt(rng, best.length)]!;
}

export function heuristicAgent(seed: number, noise = 0): Agent {
  const rng = seedAiRng(seed);
  return { choose: (s, me, actions) => heuristicChoice(s, me, actions, rng, noise) };
}
