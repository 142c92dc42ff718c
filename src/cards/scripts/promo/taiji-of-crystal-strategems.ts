import { cardScript, dealDamage, may, self, target, triggered, whenYouDo, whenever } from '../../define.js';

export default cardScript('taiji-of-crystal-strategems', {
  keywords: ['reservable'],
  abilities: [
    triggered(whenever('currentsChange', { who: 'you', from: 'south', to: 'east' }), [
      may({ op: 'rest', subject: self() }, whenYouDo([dealDamage(target(0), 3)], [{ kind: 'champion', controller: 'opponent', bySpell: true }])),
    ], { condition: { kind: 'selfAwake' } }),
  ],
});
