import { cardScript, levelRestriction, modifyLife, onEnter, target, targetAlly, triggered } from '../../define.js';

export default cardScript('frostbinder-apostle', {
  keywords: ['intercept'],
  abilities: [triggered(onEnter(), [modifyLife(target(0), -4)], { condition: levelRestriction(2), targets: [targetAlly({ controller: 'opponent', rested: true })] })],
});
