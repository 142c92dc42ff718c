import { buffPower, cardScript, classBonus, ifThen, onEnter, self, triggered } from '../../define.js';

export default cardScript('tricky-chimps', {
  abilities: [triggered(onEnter(), [ifThen({ kind: 'opponentControlsCount', filter: { type: 'ALLY' }, min: 2 }, [buffPower(self(), 2)])], { condition: classBonus() })],
});
