import { buffPower, cardScript, classBonus, ifThen, onEnter, self, triggered } from '../../define.js';

export default cardScript('zephyrs-edge', {
  abilities: [triggered(onEnter(), [ifThen({ kind: 'notYourPhase', phase: 'materialize' }, [buffPower(self(), 1)])], { condition: classBonus() })],
});
