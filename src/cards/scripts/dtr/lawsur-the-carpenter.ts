import { buffPower, cardScript, characteristics, gainKeyword, onEnter, self, staticAbility, triggered } from '../../define.js';

export default cardScript('lawsur-the-carpenter', {
  abilities: [
    triggered(onEnter(), [{ op: 'scaled', x: { of: 'controlled', filter: { type: 'ALLY', subtype: 'SPECTER' }, other: true }, effect: buffPower(self(), 0) }]),
    staticAbility(characteristics([gainKeyword('stealth')], { affects: 'yourAllies', subtype: 'SPECTER', awake: true })),
  ],
});
