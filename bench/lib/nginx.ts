export { NGINX_BIN, renderNginxConfig, startNginx } from '../../deploy/nginx/render-config.js';
