import { cardScript, ifThen, prepared, target, targetAlly } from '../../define.js';

export default cardScript('fishing-accident', {
  keywords: ['prepare'],
  activationValues: { prepare: 2 },
  targets: [targetAlly()],
  onResolve: [ifThen(prepared(), [{ op: 'returnToZone', subject: target(0), zone: 'deckBottom' }], [{ op: 'rest', subject: target(0) }])],
});
