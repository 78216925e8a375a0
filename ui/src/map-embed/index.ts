export { MapEmbed, type MapEmbedProps } from './map-embed'
