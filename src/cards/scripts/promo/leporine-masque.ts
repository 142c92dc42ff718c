import { activated, banishSelf, cardScript, drawIntoMemory } from '../../define.js';

export default cardScript('leporine-masque', {
  abilities: [activated([{ kind: 'reserve', value: 6, lessPer: 'omen' }, banishSelf()], [drawIntoMemory(1)])],
});
