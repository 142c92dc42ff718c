import { activated, banishSelf, cardScript, drawIntoMemory, onEnter, triggered } from '../../define.js';

export default cardScript('legendary-saddle', {
  abilities: [
    triggered(onEnter(), [{ op: 'ignoreElementalRequirements', rule: { filter: { subtype: 'HORSE' }, elements: 'nonAdvanced', via: 'activate' } }]),
    activated([banishSelf()], [drawIntoMemory(1)], { condition: { kind: 'controlsCount', filter: { type: 'ALLY', subtype: 'HORSE' }, min: 3 } }),
  ],
});
