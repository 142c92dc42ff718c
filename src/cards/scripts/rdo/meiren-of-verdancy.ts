import { cardScript, championBonus, classBonus, recover, staticAbility, triggered, whenever } from '../../define.js';

export default cardScript('meiren-of-verdancy', {
  abilities: [
    triggered(whenever('currentsChange', { who: 'you', from: 'east', to: 'south' }), [recover(4)], { condition: championBonus('Kongming') }),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
