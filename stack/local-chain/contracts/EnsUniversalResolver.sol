// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

interface IEnsResolverLookup {
    function resolver(bytes32 node) external view returns (address);
}

/// @notice A universal resolver (ENSIP-10 wildcard resolution) with the entry points viem 2's ENS
/// actions call: resolveWithGateways(name, data, gateways) and reverseWithGateways(address, coinType,
/// gateways). An extended resolver's OffchainLookup (EIP-3668) is re-raised with this contract as
/// sender, through the batch gateways given (ENS's batch gateway protocol `query`; viem answers
/// `x-batch-gateway:true`, the default, itself), so the resolver's gateway sees the resolver as
/// sender; resolveCallback finishes it.
contract EnsUniversalResolver {
    bytes4 private constant EXTENDED_RESOLVER = 0x9061b923; // resolve(bytes,bytes)
    bytes4 private constant OFFCHAIN_LOOKUP = 0x556f1830;
    bytes4 private constant ADDR = 0x3b3b57de; // addr(bytes32)
    bytes4 private constant NAME = 0x691f3431; // name(bytes32)
    bytes4 private constant BATCH_QUERY = 0xa780bab6; // query((address,string[],bytes)[])
    bytes4 private constant HTTP_ERROR = 0x01800152; // HttpError(uint16,string)

    struct Lookup {
        address sender;
        string[] urls;
        bytes data;
    }
    uint256 private constant COIN_TYPE_ETH = 60;

    IEnsResolverLookup public immutable registry;

    error DNSDecodingFailed(bytes dns);
    error DNSEncodingFailed(string ens);
    error ResolverError(bytes errorData);
    error ResolverNotContract(bytes name, address resolver);
    error ResolverNotFound(bytes name);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);
    error UnsupportedResolverProfile(bytes4 selector);
    error InvalidBatchGatewayResponse();
    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);

    constructor(IEnsResolverLookup ensRegistry) {
        registry = ensRegistry;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == EXTENDED_RESOLVER;
    }

    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory, address) {
        return _resolve(name, data, _defaultGateways());
    }

    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata gateways)
        external
        view
        returns (bytes memory, address)
    {
        return _resolve(name, data, gateways.length > 0 ? gateways : _defaultGateways());
    }

    function _defaultGateways() private pure returns (string[] memory gateways) {
        gateways = new string[](1);
        gateways[0] = "x-batch-gateway:true";
    }

    /// @notice Finishes an offchain lookup: hands the gateway's answer to the resolver's callback.
    function resolveCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (bytes memory, address)
    {
        (address resolver, bytes4 callback, bytes memory innerExtraData) =
            abi.decode(extraData, (address, bytes4, bytes));
        (bool[] memory failures, bytes[] memory responses) = abi.decode(response, (bool[], bytes[]));
        if (failures.length != 1 || responses.length != 1) revert InvalidBatchGatewayResponse();
        bytes memory answer = responses[0];
        if (failures[0]) {
            if (answer.length >= 4 && bytes4(answer) == HTTP_ERROR) {
                assembly {
                    revert(add(answer, 32), mload(answer))
                }
            }
            revert ResolverError(answer);
        }
        (bool ok, bytes memory ret) = resolver.staticcall(abi.encodeWithSelector(callback, answer, innerExtraData));
        if (!ok) revert ResolverError(ret);
        return (abi.decode(ret, (bytes)), resolver);
    }

    /// @notice The verified primary name of an address (coin type 60: <hex>.addr.reverse).
    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata gateways)
        external
        view
        returns (string memory primary, address resolver, address reverseResolver)
    {
        if (coinType != COIN_TYPE_ETH) revert UnsupportedResolverProfile(NAME);
        if (lookupAddress.length != 20) revert ReverseAddressMismatch("", lookupAddress);
        bytes memory reverseName = _reverseName(lookupAddress);
        bytes memory answer;
        (answer, reverseResolver) = _resolve(reverseName, abi.encodeWithSelector(NAME, _namehash(reverseName, 0)), gateways);
        primary = abi.decode(answer, (string));
        if (bytes(primary).length == 0) return (primary, address(0), reverseResolver);
        bytes memory forwardName = _dnsEncode(primary);
        (answer, resolver) = _resolve(forwardName, abi.encodeWithSelector(ADDR, _namehash(forwardName, 0)), gateways);
        address forward = abi.decode(answer, (address));
        if (forward != address(bytes20(lookupAddress))) {
            revert ReverseAddressMismatch(primary, abi.encodePacked(forward));
        }
    }

    /// @notice The resolver of a DNS-encoded name: the closest ancestor's (ENSIP-10), its node and
    /// the offset of the name it was found at (0: the name itself).
    function findResolver(bytes memory name) public view returns (address resolver, bytes32 node, uint256 offset) {
        (resolver, node, offset) = _findResolver(name, 0);
    }

    function _findResolver(bytes memory name, uint256 at)
        private
        view
        returns (address resolver, bytes32 node, uint256 offset)
    {
        if (at >= name.length) revert DNSDecodingFailed(name);
        uint256 length = uint8(name[at]);
        if (length == 0) {
            if (at != name.length - 1) revert DNSDecodingFailed(name);
            return (registry.resolver(bytes32(0)), bytes32(0), at);
        }
        if (at + 1 + length >= name.length) revert DNSDecodingFailed(name);
        bytes32 parentNode;
        (resolver, parentNode, offset) = _findResolver(name, at + 1 + length);
        node = keccak256(abi.encodePacked(parentNode, _labelhash(name, at)));
        address own = registry.resolver(node);
        if (own != address(0)) return (own, node, at);
    }

    function _resolve(bytes memory name, bytes memory data, string[] memory gateways)
        private
        view
        returns (bytes memory, address)
    {
        (address resolver,, uint256 offset) = _findResolver(name, 0);
        if (resolver == address(0)) revert ResolverNotFound(name);
        if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);
        bool extended = _supports(resolver, EXTENDED_RESOLVER);
        if (!extended && offset != 0) revert ResolverNotFound(name);
        bool ok;
        bytes memory ret;
        if (extended) {
            (ok, ret) = resolver.staticcall(abi.encodeWithSelector(EXTENDED_RESOLVER, name, data));
            if (!ok && ret.length >= 4 && bytes4(ret) == OFFCHAIN_LOOKUP) _relayOffchainLookup(resolver, ret, gateways);
            if (!ok) revert ResolverError(ret);
            ret = abi.decode(ret, (bytes));
        } else {
            (ok, ret) = resolver.staticcall(data);
            if (!ok) revert ResolverError(ret);
        }
        if (ret.length == 0) revert UnsupportedResolverProfile(bytes4(data));
        return (ret, resolver);
    }

    function _relayOffchainLookup(address resolver, bytes memory revertData, string[] memory gateways)
        private
        view
    {
        (address sender, string[] memory urls, bytes memory callData, bytes4 callback, bytes memory extraData) =
            abi.decode(_afterSelector(revertData), (address, string[], bytes, bytes4, bytes));
        if (sender != resolver) revert ResolverError(revertData);
        Lookup[] memory lookups = new Lookup[](1);
        lookups[0] = Lookup(sender, urls, callData);
        revert OffchainLookup(
            address(this),
            gateways,
            abi.encodeWithSelector(BATCH_QUERY, lookups),
            this.resolveCallback.selector,
            abi.encode(resolver, callback, extraData)
        );
    }

    function _supports(address target, bytes4 interfaceId) private view returns (bool) {
        (bool ok, bytes memory ret) =
            target.staticcall{gas: 30_000}(abi.encodeWithSelector(0x01ffc9a7, interfaceId));
        return ok && ret.length >= 32 && abi.decode(ret, (bool));
    }

    function _namehash(bytes memory name, uint256 at) private pure returns (bytes32) {
        uint256 length = uint8(name[at]);
        if (length == 0) return bytes32(0);
        return keccak256(abi.encodePacked(_namehash(name, at + 1 + length), _labelhash(name, at)));
    }

    function _labelhash(bytes memory name, uint256 at) private pure returns (bytes32 hash) {
        uint256 length = uint8(name[at]);
        assembly {
            hash := keccak256(add(add(name, 33), at), length)
        }
    }

    function _afterSelector(bytes memory data) private pure returns (bytes memory out) {
        out = new bytes(data.length - 4);
        for (uint256 i = 0; i < out.length; i++) {
            out[i] = data[i + 4];
        }
    }

    /// @notice 'a.b' as DNS wire format (\x01a\x01b\x00); empty or over-long labels are refused.
    function _dnsEncode(string memory ens) private pure returns (bytes memory out) {
        bytes memory text = bytes(ens);
        out = new bytes(text.length + 2);
        uint256 labelStart = 0;
        for (uint256 i = 0; i <= text.length; i++) {
            if (i == text.length || text[i] == ".") {
                uint256 length = i - labelStart;
                if (length == 0 || length > 255) revert DNSEncodingFailed(ens);
                out[labelStart] = bytes1(uint8(length));
                for (uint256 j = labelStart; j < i; j++) {
                    out[j + 1] = text[j];
                }
                labelStart = i + 1;
            }
        }
        out[text.length + 1] = 0;
    }

    function _reverseName(bytes calldata a) private pure returns (bytes memory out) {
        bytes memory hexChars = "0123456789abcdef";
        out = abi.encodePacked(uint8(40), new bytes(40), uint8(4), "addr", uint8(7), "reverse", uint8(0));
        for (uint256 i = 0; i < 20; i++) {
            out[1 + 2 * i] = hexChars[uint8(a[i]) >> 4];
            out[2 + 2 * i] = hexChars[uint8(a[i]) & 0xf];
        }
    }
}
