// The attack declaration, step by step (combat-phase-attack-declaration.md#declaring-an-attack):
// the attacker is chosen (the `attack` action, or an attack card resolving into the intent), then
// the weapons it wields, then its target — or with Cleave a player, all of whose attackable objects
// defend — and then, with Multistrike N, up to N further targets. Only then does combat begin.
import { attackCostAnswers, attackCostOwed, payAttackCost, targetsPayable } from './attack-costs.js';
import { draftTargetTax } from '../effects/attack-target-tax.js';
import { attackTax } from '../effects/attack-tax.js';
import { putCard } from '../state/zones.js';
import { logLine } from './ctx.js';
import type { Action, AttackDraft, Decision, GameState, ObjectId, PlayerId, RuleViolation } from '../types.js';
import type { Ctx } from './ctx.js';
import { RULES } from '../rules-refs.js';
import { currentPower, hasKeyword } from '../state/query.js';
import { attackTargets, declareAttack, weaponsFor } from './combat.js';
import { cleaveDefenders, cleavePlayers, draftIntent, multistrikeChoices, multistrikeLeft, targetStage } from './attack-keywords.js';
import { allowedAttackTargets } from '../effects/champion-damaged-targets.js';

type AttackDecision = Extract<Decision, { kind: 'attackDeclaration' }>;

function extraChoices(s: GameState, d: AttackDraft): ObjectId[] {
  const attacker = s.objects[d.attacker];
  if (!attacker) return [];
  if (!multistrikeLeft(s, attacker, d)) return []; // most attacks have no Multistrike: no targets to work out
  const all = allowedAttackTargets(s, attacker, attackTargets(s, attacker, true, draftIntent(d), d.weapon)); // effects/champion-damaged-targets.ts
  const choices = multistrikeChoices(d, all, (id) => !s.objects[id]!.rested && hasKeyword(s, s.objects[id]!, 'taunt'));
  return d.fromIntent ? choices : choices.filter((id) => targetsPayable(s, attacker.controller, d, [...(d.chosen ?? []), id])); // effects/attack-target-tax.ts
}

/** The targets an attack declaration may choose: with a target tax it can't pay, not that one (effects/attack-target-tax.ts). */
function targetChoices(s: GameState, d: AttackDraft): ObjectId[] {
  const attacker = s.objects[d.attacker]!;
  const all = attackTargets(s, attacker, false, draftIntent(d), d.weapon);
  return d.fromIntent ? all : all.filter((id) => targetsPayable(s, attacker.controller, d, [id]));
}

/** The legal answers to an attack declaration decision. */
export function attackDeclarationAnswers(s: GameState, d: AttackDecision): Action[] {
  const dr = d.draft;
  const attacker = s.objects[dr.attacker];
  if (!attacker) return [];
  const cancel: Action[] = dr.fromIntent ? [] : [{ type: 'cancel' }];
  switch (dr.stage) {
    case 'weapon': {
      const needsWeapon = !dr.fromIntent && currentPower(s, attacker) <= 0;
      const ws = weaponsFor(s, attacker, !!dr.intentCard).map((weapon): Action => ({ type: 'chooseWeapon', weapon }));
      return [...ws, ...(needsWeapon ? [] : [{ type: 'chooseWeapon', weapon: null } as Action]), ...cancel];
    }
    case 'player':
      return [...cleavePlayers(s, attacker, draftIntent(dr), dr.weapon).map((player): Action => ({ type: 'chooseAttackPlayer', player })), ...cancel];
    case 'target':
      return [...targetChoices(s, dr).map((target): Action => ({ type: 'chooseAttackTarget', target })), ...cancel];
    case 'extra':
      return [...extraChoices(s, dr).map((target): Action => ({ type: 'chooseAttackTarget', target })), { type: 'noMoreTargets' }, ...cancel];
    case 'payment':
      // An attack card's declaration may decline an attack tax: the card then leaves the intent unused.
      return [...attackCostAnswers(s, d.player, dr), ...(dr.fromIntent && attackTax(s, s.objects[dr.attacker]) + draftTargetTax(s, dr) > 0 ? [{ type: 'cancel' } as Action] : cancel)];
  }
}

/** Multistrike's stage comes next when further targets may be added; otherwise the attack is declared. */
function afterTargets(ctx: Ctx, who: PlayerId, d: AttackDraft): void {
  if (extraChoices(ctx.s, d).length > 0) {
    ctx.s.pending = { kind: 'attackDeclaration', player: who, draft: { ...d, stage: 'extra' } };
    return;
  }
  declareOrPay(ctx, who, d);
}

/** The weapon's additional cost is paid last, once the attack's targets are known; then the attack is declared. */
function declareOrPay(ctx: Ctx, who: PlayerId, d: AttackDraft): void {
  if (attackCostOwed(ctx.s, d) > 0) {
    ctx.s.pending = { kind: 'attackDeclaration', player: who, draft: { ...d, stage: 'payment' } };
    return;
  }
  ctx.s.pending = null;
  payAttackCost(ctx, who, d);
  declareAttack(ctx, d.attacker, d.weapon, d.chosen ?? [], d.fromIntent, d.intentCard, d.cleave ? { cleave: true } : {});
}

/** Answer an attack declaration decision. */
export function answerAttackDeclaration(ctx: Ctx, who: PlayerId, dec: AttackDecision, action: Action): RuleViolation | null {
  const s = ctx.s;
  const d: AttackDraft = { ...dec.draft };
  const attacker = s.objects[d.attacker];
  const wrong: RuleViolation = { message: 'That does not answer the decision the game is waiting for.', rule: RULES.playerActions };
  if (!attacker) return wrong;
  if (action.type === 'cancel') {
    if (d.fromIntent && d.stage === 'payment' && attackTax(s, attacker) + draftTargetTax(s, d) > 0 && d.intentCard) {
      s.pending = null;
      const ephemeral = s.ephemeralIntent?.includes(d.intentCard);
      if (ephemeral) s.ephemeralIntent = s.ephemeralIntent!.filter((c) => c !== d.intentCard);
      putCard(ctx, d.intentCard, ephemeral ? 'banishment' : 'graveyardOrBanish');
      logLine(ctx, `${s.defs[s.cards[d.intentCard]!.def]!.name} declares no attack: its attack tax is not paid.`, who);
      return null;
    }
    if (d.fromIntent) return { message: 'An attack card in the intent must declare an attack.', rule: RULES.attackCard };
    s.pending = null; // nothing was paid yet: the declaration is undone
    return null;
  }
  if (action.type === 'chooseWeapon' && d.stage === 'weapon') {
    const options = weaponsFor(s, attacker, !!d.intentCard);
    const needsWeapon = !d.fromIntent && currentPower(s, attacker) <= 0;
    if (action.weapon === null ? needsWeapon : !options.includes(action.weapon)) {
      const functional = action.weapon !== null && !!s.objects[action.weapon] && !options.includes(action.weapon);
      return {
        message: needsWeapon && action.weapon === null ? 'Your champion has no power of its own: choose a weapon to wield.'
          : functional ? 'Guns, Bows and Aetherwings are wielded only while loaded, and never with an attack card.' : 'You cannot wield that.',
        rule: functional ? RULES.loadedWeapons : RULES.attackDeclaration,
      };
    }
    d.weapon = action.weapon;
    d.stage = targetStage(s, attacker, d);
    s.pending = { kind: 'attackDeclaration', player: who, draft: d };
    return null;
  }
  if (action.type === 'chooseAttackPlayer' && d.stage === 'player') {
    if (!cleavePlayers(s, attacker, draftIntent(d), d.weapon).includes(action.player)) {
      return { message: 'A Cleave attack chooses an opponent who controls something it can attack.', rule: RULES.cleave };
    }
    const defenders = cleaveDefenders(s, attacker, action.player, draftIntent(d), d.weapon);
    afterTargets(ctx, who, { ...d, chosen: defenders, base: defenders.length, cleave: true });
    return null;
  }
  if (action.type === 'chooseAttackTarget' && d.stage === 'target') {
    if (attackTargets(s, attacker, false, draftIntent(d), d.weapon).includes(action.target) && !targetChoices(s, d).includes(action.target)) {
      return { message: 'Attacking that unit costs reserve you cannot pay.', rule: RULES.attackDeclaration }; // effects/attack-target-tax.ts
    }
    if (!attackTargets(s, attacker, false, draftIntent(d), d.weapon).includes(action.target)) {
      const taunt = s.field.some((id) => s.objects[id]!.controller !== who && !s.objects[id]!.rested && hasKeyword(s, s.objects[id]!, 'taunt'));
      return { message: 'That is not a legal attack target.', rule: taunt ? RULES.taunt : RULES.attackDeclaration };
    }
    afterTargets(ctx, who, { ...d, chosen: [action.target], base: 1 });
    return null;
  }
  if (action.type === 'chooseAttackTarget' && d.stage === 'extra') {
    if (!extraChoices(s, d).includes(action.target)) {
      return { message: 'Multistrike adds attack targets that are legal and not already defending.', rule: RULES.multistrike };
    }
    afterTargets(ctx, who, { ...d, chosen: [...(d.chosen ?? []), action.target] });
    return null;
  }
  if (action.type === 'noMoreTargets' && d.stage === 'extra') {
    declareOrPay(ctx, who, d);
    return null;
  }
  if ((action.type === 'chooseReserve' || action.type === 'restForReserve') && d.stage === 'payment') {
    if (!attackCostAnswers(s, who, d).some((a) => JSON.stringify(a) === JSON.stringify(action))) {
      return { message: 'Pay the weapon\'s cost with a card from your hand or an awake Reservable object you control.', rule: RULES.costsAndMemory };
    }
    if (action.type === 'chooseReserve') d.reserve = [...(d.reserve ?? []), action.card];
    else d.reserveObjects = [...(d.reserveObjects ?? []), action.object];
    declareOrPay(ctx, who, d);
    return null;
  }
  return wrong;
}
