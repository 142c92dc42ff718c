import { cardScript, classBonus, gainStatus, onEnter, triggered } from '../../define.js';

export default cardScript('altruistic-blacksmith', {
  keywords: ['intercept'],
  abilities: [triggered(onEnter(), [
    { op: 'summonToken', token: 'cheap-sword', count: 1, summoner: 'each' },
    gainStatus('crowds-favor'),
  ], { condition: classBonus() })],
});
