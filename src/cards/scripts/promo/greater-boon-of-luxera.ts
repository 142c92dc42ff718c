import { boonRules, cardScript, draw, recover, staticAbility, triggered, whenever } from '../../define.js';

export default cardScript('greater-boon-of-luxera', {
  keywords: ['firstBoon'],
  gainChoice: { kind: 'cardName', exceptTypes: ['CHAMPION'], exceptSupertypes: ['REGALIA'] },
  abilities: [
    boonRules(triggered(whenever('activates', { who: 'you', boonChosenName: true }), [draw(2), recover(3)]), { times: 1 }),
    staticAbility({ kind: 'cantGenerateChosenName' }),
  ],
});
