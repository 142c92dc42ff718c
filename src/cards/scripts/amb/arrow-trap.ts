import { allOf, cardScript, classBonus, destroy, ifThen, prepared, target, targetAlly } from '../../define.js';

export default cardScript('arrow-trap', {
  keywords: ['prepare'],
  activationValues: { prepare: 1 },
  targets: [targetAlly({ attacking: true })],
  onResolve: [ifThen(allOf(classBonus(), prepared()), [destroy(target(0))], [{ op: 'returnToHand', subject: target(0) }])],
});
