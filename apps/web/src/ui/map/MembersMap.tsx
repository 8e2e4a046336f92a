/// <reference types="leaflet.markercluster" />
import './leafletSetup.ts';
import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import type { DirectoryMapPoint } from '@alumni/domain';
import type { MarkerCluster, PopupEvent } from 'leaflet';
import { DivIcon } from 'leaflet';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { appConfig } from '../../app/config.ts';
import classes from './MembersMap.module.css';
import { markerHtml, markerSize } from './mapMarkers.ts';

declare module 'leaflet' {
  interface MarkerOptions {
    /** Members at this marker's place: clusters add them up. */
    memberCount?: number;
  }
}

/**
 * Names the map for assistive technologies (Leaflet's container is a bare focusable div) and
 * gives the popups' close button a label in the interface language.
 */
function MapLabels({ label, closeLabel }: { label: string; closeLabel: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    const onPopupOpen = (event: PopupEvent) => {
      event.popup
        .getElement()
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', closeLabel);
    };
    map.on('popupopen', onPopupOpen);
    return () => {
      map.off('popupopen', onPopupOpen);
    };
  }, [map, label, closeLabel]);
  return null;
}

export interface MembersMapProps {
  points: DirectoryMapPoint[];
  center: [number, number];
  zoom: number;
  label: string;
  height: number;
  /** The place's country name in the interface language. */
  countryName: (code: string) => string;
  /**
   * What the map counts, when not members (the events' map): a marker's and a cluster's
   * label, and a place's popup after its city and country.
   */
  words?: {
    marker: (point: DirectoryMapPoint) => string;
    cluster: (places: number, count: number) => string;
    popup: (point: DirectoryMapPoint) => ReactNode;
  };
}

/**
 * The members' map (spec 1 §2 Directory map, Dashboard map; DESIGN §3), and with `words` the
 * events' (issue 14 item 2): Leaflet with the tile
 * address and attribution from the configuration, one marker per place sized and labelled by
 * its count, clustered, with a popup giving the city and its count. Tiles that cannot load
 * leave the markers usable. Loaded on its own, with the map only.
 */
export default function MembersMap({
  points,
  center,
  zoom,
  label,
  height,
  countryName,
  words: given,
}: MembersMapProps) {
  const { t } = useTranslation();
  const words = useMemo(
    () =>
      given ?? {
        marker: (point: DirectoryMapPoint) =>
          t('membermap_marker_label', { city: point.city, count: point.count }),
        cluster: (places: number, count: number) => t('membermap_cluster_label', { places, count }),
        popup: (point: DirectoryMapPoint) => t('membermap_popup_count', { count: point.count }),
      },
    [given, t],
  );

  const icons = useMemo(
    () =>
      points.map((point) => {
        const size = markerSize(point.count);
        return new DivIcon({
          className: classes.marker,
          iconSize: [size, size],
          html: markerHtml(point.count, words.marker(point)),
        });
      }),
    [points, words],
  );

  const clusterIcon = useMemo(
    () => (cluster: MarkerCluster) => {
      const children = cluster.getAllChildMarkers();
      const count = children.reduce((sum, marker) => sum + (marker.options.memberCount ?? 0), 0);
      const size = markerSize(count) + 6;
      return new DivIcon({
        className: `${classes.marker} ${classes.cluster}`,
        iconSize: [size, size],
        html: markerHtml(count, words.cluster(children.length, count)),
      });
    },
    [words],
  );

  return (
    <MapContainer
      center={center}
      zoom={zoom}
      scrollWheelZoom={false}
      zoomControl={false}
      className={classes.map}
      style={{ height }}
    >
      <MapLabels label={label} closeLabel={t('close')} />
      <ZoomControl
        position="topleft"
        zoomInTitle={t('membermap_zoom_in')}
        zoomOutTitle={t('membermap_zoom_out')}
      />
      <TileLayer url={appConfig.mapTileUrl} attribution={appConfig.mapAttribution} />
      <MarkerClusterGroup
        chunkedLoading
        showCoverageOnHover={false}
        maxClusterRadius={50}
        iconCreateFunction={clusterIcon}
      >
        {points.map((point, index) => (
          <Marker
            key={`${point.lat},${point.lon}`}
            position={[point.lat, point.lon]}
            icon={icons[index] as DivIcon}
            memberCount={point.count}
            title={words.marker(point)}
          >
            <Popup>
              <strong>{point.city}</strong>
              <br />
              {countryName(point.country)}
              <br />
              {words.popup(point)}
            </Popup>
          </Marker>
        ))}
      </MarkerClusterGroup>
    </MapContainer>
  );
}
