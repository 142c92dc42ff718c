import { cardScript, ifThen, modifyLife, recover, target, targetAlly } from '../../define.js';

export default cardScript('genbus-command', {
  targets: [targetAlly({ subtype: 'BEAST' })],
  onResolve: [modifyLife(target(0), 3), ifThen({ kind: 'targetIs', index: 0, filter: { subtype: 'SHENJU' } }, [recover(6)])],
});
