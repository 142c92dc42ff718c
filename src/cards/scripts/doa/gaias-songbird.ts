import { cardScript, classBonus, onEnter, triggered } from '../../define.js';

export default cardScript('gaias-songbird', {
  abilities: [triggered(onEnter(), [{ op: 'revealUntil', filter: { type: 'ALLY', subtype: 'BEAST' }, foundToHand: true }], { condition: classBonus() })],
});
