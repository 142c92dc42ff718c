import { activated, brewed, cardScript, drawIntoMemory, ifThen, ingredient, modifyLevel, onEnter, sacrificeSelf, triggered, yourChampion } from '../../define.js';

export default cardScript('empowering-tincture', {
  brew: [ingredient(1, { name: 'Manaroot' }), ingredient(1, { subtype: 'HERB' })],
  abilities: [
    triggered(onEnter(), [ifThen(brewed(), [drawIntoMemory(1)])]),
    activated([sacrificeSelf()], [modifyLevel(yourChampion(), 2)]),
  ],
});
