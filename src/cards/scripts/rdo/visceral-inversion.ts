import { buffPower, cardScript, ifThen, modifyLife, target, targetAlly } from '../../define.js';

export default cardScript('visceral-inversion', {
  keywords: ['ephemerate'],
  activationValues: { ephemerate: 3 },
  targets: [targetAlly({ attacking: true })],
  onResolve: [ifThen({ kind: 'ephemeral' }, [modifyLife(target(0), -5)], [buffPower(target(0), -5)])],
});
