export { type EditedVideo, VideoListEditor, type VideoListEditorProps } from './video-list-editor'
