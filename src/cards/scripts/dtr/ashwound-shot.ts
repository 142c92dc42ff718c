import { cardScript, classBonus, ifThen, loadInto, may, targetPlayer } from '../../define.js';

export default cardScript('ashwound-shot', {
  targets: [targetPlayer({ controller: 'opponent' })],
  onResolve: [
    ifThen(classBonus(), [{ op: 'permission', permission: { mode: 'cant', action: 'recover' }, duration: 'untilEndOfTurn', forPlayer: { targetPlayer: 0 } }]),
    may(loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' })),
  ],
});
