import { cant, cardScript, staticAbility } from '../../define.js';

export default cardScript('briar-schwartz-king', {
  keywords: ['hindered', 'spellshroud', 'stealth'],
  abilities: [staticAbility(cant('wakeUp'))],
});
