import { cardScript, classBonus, gainStatus, onEnter, triggered } from '../../define.js';

export default cardScript('cheerful-slime', {
  abilities: [triggered(onEnter(), [gainStatus('crowds-favor')], { condition: classBonus() })],
});
