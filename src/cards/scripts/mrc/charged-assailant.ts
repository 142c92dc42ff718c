import { cardScript, classBonus, gainAgility, ifThen, onEnter, triggered, youControl } from '../../define.js';

export default cardScript('charged-assailant', {
  abilities: [triggered(onEnter(), [ifThen(youControl('POWERCELL'), [gainAgility(3)])], { condition: classBonus() })],
});
