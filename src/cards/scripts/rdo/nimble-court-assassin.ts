import { cardScript, gainAgility, onEnter, triggered } from '../../define.js';

export default cardScript('nimble-court-assassin', {
  keywords: ['ambush', 'vigor'],
  abilities: [triggered(onEnter(), [gainAgility(3)])],
});
