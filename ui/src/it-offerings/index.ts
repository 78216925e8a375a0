export { PremiumServiceCards, SampleProjectCards, WebServiceCards } from './it-offerings'
