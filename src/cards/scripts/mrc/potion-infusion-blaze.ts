import { becomes, cardScript, dealDamage, ifThen, not, target, targetAlly, triggered } from '../../define.js';

// Resting the Potion happens only when it is awake; only then does it gain the ability.
export default cardScript('potion-infusion-blaze', {
  targets: [{ kind: 'object', subtype: 'POTION' }],
  onResolve: [
    ifThen(not({ kind: 'targetRested', index: 0 }), [
      { op: 'rest', subject: target(0) },
      becomes(target(0), [{ kind: 'gainAbility', ability: triggered({ on: 'sacrifice' }, [dealDamage(target(0), 4)], { targets: [targetAlly({ attacking: true })] }) }], 'untilEndOfTurn'),
    ]),
  ],
});
