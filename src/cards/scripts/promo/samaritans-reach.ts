import { cardScript, classBonus, dealDamage, gainStatus, ifThen, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('samaritans-reach', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  targets: [targetAlly({ attacking: true, controller: 'opponent' })],
  onResolve: [
    dealDamage(target(0), 3),
    // "That ally is attacking a unit you don't control": it is still the attacker, and its defender is not yours.
    ifThen({ kind: 'allOf', conditions: [{ kind: 'targetAttacking', index: 0 }, { kind: 'defenderNotYours' }] }, [gainStatus('crowds-favor')]),
  ],
});
