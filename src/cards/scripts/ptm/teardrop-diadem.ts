import { activated, banishSelf, cardScript, drawIntoMemory, staticAbility } from '../../define.js';

export default cardScript('teardrop-diadem', {
  abilities: [
    staticAbility({ kind: 'floatingMemoryOnly' }),
    activated([banishSelf()], [drawIntoMemory(3)]),
  ],
});
